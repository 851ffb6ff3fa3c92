import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { RecordValues } from '../../shared/contract/record-validation.js';
import type { RecordReach } from '../../shared/permissions/record-reach.js';
import { isProgramManager, isSuperAdmin, rolesInProgram } from '../../shared/permissions/roles.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { CheckedView } from '../records/record-query.js';
import type { RecordsCollect } from '../records/records.repository.js';
import type { ScanPosition } from '../records/records-scan.js';

// What a bulk update sets on which records, for whom: the same plan drives the call (up to
// BULK_UPDATE_INLINE_MAX records) and the BULK_UPDATE task.

export interface BulkPlan {
  readonly collect: RecordsCollect;
  readonly reach: RecordReach;
  /** The ids chosen in the grid, or null for every record of the view. */
  readonly ids: readonly string[] | null;
  readonly view: CheckedView;
  /** The values to set, validated by the model's engine (partial). */
  readonly values: RecordValues;
  /** The language of the rejections' reasons. */
  readonly locale: Locale;
  readonly author: PersonRef;
}

/** Where a bulk update stands, and what it did so far (a task's cursor, JSON). */
export interface BulkCursor {
  /** Selection: how many of the ids are done. */
  readonly index: number;
  /** View: the last record done. */
  readonly after: ScanPosition | null;
  readonly updated: number;
  readonly unchanged: number;
  readonly rejected: number;
}

export const BULK_START: BulkCursor = {
  index: 0,
  after: null,
  updated: 0,
  unchanged: 0,
  rejected: 0,
};

/** Records read and written per batch (a batch also holds the collect's new classes). */
export const BULK_CHUNK = 400;

/**
 * A chunk also closes once its records, as they will be written (whole, with the values set),
 * weigh this much (recordWriteBytes): Firestore refuses a commit over 10 MiB, and 400 records
 * with long texts weigh more.
 */
export const BULK_CHUNK_BYTES = 8 * 1024 * 1024;

/** SPEC §6: administrators, the program's managers, and the collect's bulk contributors. */
export function mayBulkUpdate(subject: Subject, collect: RecordsCollect): boolean {
  if (isSuperAdmin(subject) || isProgramManager(subject, collect.programId)) return true;
  return rolesInProgram(subject, collect.programId).some(
    (grant) => grant.role === 'COLLECT_BULK_CONTRIBUTOR' && grant.collect_id === collect.id,
  );
}

export interface BulkReasons {
  readonly notFound: string;
  readonly notSeen: string;
}

export const BULK_REASONS: Readonly<Record<Locale, BulkReasons>> = {
  en: {
    notFound: 'This record is not in this collect',
    notSeen: 'You have no access to this record',
  },
  fr: {
    notFound: 'Cet enregistrement n’est pas dans cette collecte',
    notSeen: 'Vous n’avez pas accès à cet enregistrement',
  },
};
