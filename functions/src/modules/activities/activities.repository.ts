import type { Firestore, Query } from 'firebase-admin/firestore';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import { toActivity } from '../../db/activity-document.js';
import { activitiesCollection } from '../../db/collections.js';
import { readPage } from '../../db/cursor-page.js';
import type { SortField } from '../../db/cursor-page.js';
import type { Activity, ActivityAction } from '../../shared/contract/activity.schema.js';

/** Newest first; entries written in one change share a time and follow their ids. */
const NEWEST_FIRST: readonly SortField[] = [
  { field: 'created_at', direction: 'desc', kind: 'timestamp' },
];

/** Which entries to list; each filter is an equality or the order field's range (indexed). */
export interface ActivityFilter {
  readonly actorId?: string | undefined;
  readonly action?: ActivityAction | undefined;
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
}

/** Reads a program's log; entries are written with the changes they describe (db/activity-writer). */
export interface ActivitiesRepository {
  list(
    programId: string,
    filter: ActivityFilter,
    request: PageRequest,
  ): Promise<CursorPage<Activity>>;
}

export function createActivitiesRepository(db: Firestore): ActivitiesRepository {
  return {
    list(programId, filter, request) {
      // The composite indexes of actor, action and both with created_at, each way round, are
      // declared in firestore.indexes.json.
      let query: Query = activitiesCollection(db, programId);
      if (filter.actorId) query = query.where('actor._id', '==', filter.actorId);
      if (filter.action) query = query.where('action', '==', filter.action);
      if (filter.from) query = query.where('created_at', '>=', filter.from);
      if (filter.to) query = query.where('created_at', '<', filter.to);
      return readPage(query, NEWEST_FIRST, request, (doc) => toActivity(programId, doc));
    },
  };
}
