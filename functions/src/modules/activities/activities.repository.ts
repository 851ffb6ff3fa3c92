import type { Firestore } from 'firebase-admin/firestore';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import { toActivity } from '../../db/activity-document.js';
import { activitiesCollection } from '../../db/collections.js';
import { readPage } from '../../db/cursor-page.js';
import type { SortField } from '../../db/cursor-page.js';
import type { Activity } from '../../shared/contract/activity.schema.js';

/** Newest first; entries written in one change share a time and follow their ids. */
const NEWEST_FIRST: readonly SortField[] = [
  { field: 'created_at', direction: 'desc', kind: 'timestamp' },
];

/** Reads a program's log; entries are written with the changes they describe (db/activity-writer). */
export interface ActivitiesRepository {
  list(programId: string, request: PageRequest): Promise<CursorPage<Activity>>;
}

export function createActivitiesRepository(db: Firestore): ActivitiesRepository {
  return {
    list(programId, request) {
      return readPage(activitiesCollection(db, programId), NEWEST_FIRST, request, (doc) =>
        toActivity(programId, doc),
      );
    },
  };
}
