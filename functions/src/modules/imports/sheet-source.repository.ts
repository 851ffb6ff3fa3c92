import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../../core/firestore-values.js';
import { allSheetSources, sheetSourceRef } from '../../db/collections.js';
import { personRefSchema } from '../../shared/contract/invitation.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import { SHEET_SCHEDULES } from '../../shared/contract/sheet.schema.js';
import type { SheetSchedule } from '../../shared/contract/sheet.schema.js';
import type { TaskStatus } from '../../shared/contract/task.schema.js';
import { TASK_STATUSES } from '../../shared/contract/task.schema.js';
import { LOCALES } from '../../shared/contract/locale.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';

// `programs/{p}/collects/{c}/sheetSources/default`: the collect's Google Sheet source, beside
// the collect (like its matching template) so that the collect document every records call
// reads stays small, and deleted with the collect's contents. The scheduled re-sync finds the
// scheduled ones with one collection-group query on `schedule`. Written only here; the collect's
// deletion removes it with the collect's contents.

const storedSourceSchema = z.object({
  program_id: z.string(),
  collect_id: z.string(),
  spreadsheet_id: z.string(),
  spreadsheet_title: z.string().default(''),
  sheet_id: z.number().int(),
  tab: z.string(),
  header_row: z.number().int().min(1).default(1),
  schedule: z.enum(SHEET_SCHEDULES).default('OFF'),
  /** The language of a scheduled sync's messages: the saver's. */
  locale: z.enum(LOCALES).default('en'),
  /** The last due slot (ISO start) a scheduled sync was started for. */
  scheduled_slot: z.string().nullable().default(null),
  last_sync: z
    .object({ task_id: z.string(), at: storedDateSchema, status: z.enum(TASK_STATUSES) })
    .nullable()
    .default(null),
  updated_at: storedDateSchema,
  updated_by: z._default(z.nullable(personRefSchema), null),
});

export interface StoredSheetSource {
  readonly programId: string;
  readonly collectId: string;
  readonly spreadsheetId: string;
  readonly spreadsheetTitle: string;
  readonly sheetId: number;
  readonly tab: string;
  readonly headerRow: number;
  readonly schedule: SheetSchedule;
  readonly locale: Locale;
  readonly scheduledSlot: string | null;
  readonly lastSync: { taskId: string; at: Date; status: TaskStatus } | null;
  readonly updatedAt: Date;
  readonly updatedBy: PersonRef | null;
}

export type SheetSourceValues = Omit<
  StoredSheetSource,
  'scheduledSlot' | 'lastSync' | 'updatedAt' | 'updatedBy'
>;

function toSource(data: unknown): StoredSheetSource {
  const stored = storedSourceSchema.parse(data);
  return {
    programId: stored.program_id,
    collectId: stored.collect_id,
    spreadsheetId: stored.spreadsheet_id,
    spreadsheetTitle: stored.spreadsheet_title,
    sheetId: stored.sheet_id,
    tab: stored.tab,
    headerRow: stored.header_row,
    schedule: stored.schedule,
    locale: stored.locale,
    scheduledSlot: stored.scheduled_slot,
    lastSync: stored.last_sync
      ? {
          taskId: stored.last_sync.task_id,
          at: stored.last_sync.at,
          status: stored.last_sync.status,
        }
      : null,
    updatedAt: stored.updated_at,
    updatedBy: stored.updated_by,
  };
}

export interface SheetSourcesRepository {
  find(programId: string, collectId: string): Promise<StoredSheetSource | null>;
  /** Saves the source; a sync already recorded stays (the same sheet or another one). */
  save(values: SheetSourceValues, by: PersonRef, at: Date): Promise<StoredSheetSource>;
  recordSync(source: StoredSheetSource, sync: { taskId: string; at: Date }): Promise<void>;
  /** Every source on a schedule (a few per program: sheets fed by hand elsewhere). */
  scheduled(): Promise<StoredSheetSource[]>;
  /**
   * Claims `slot` for a scheduled sync: true once per source and slot, however many runs of the
   * scheduler overlap or retry (a transaction on the source).
   */
  claimSlot(source: StoredSheetSource, slot: string): Promise<boolean>;
}

export function createSheetSourcesRepository(db: Firestore): SheetSourcesRepository {
  return {
    async find(programId, collectId) {
      const snapshot = await sheetSourceRef(db, programId, collectId).get();
      return snapshot.exists ? toSource(snapshot.data()) : null;
    },
    async save(values, by, at) {
      const ref = sheetSourceRef(db, values.programId, values.collectId);
      await ref.set(
        {
          program_id: values.programId,
          collect_id: values.collectId,
          spreadsheet_id: values.spreadsheetId,
          spreadsheet_title: values.spreadsheetTitle,
          sheet_id: values.sheetId,
          tab: values.tab,
          header_row: values.headerRow,
          schedule: values.schedule,
          locale: values.locale,
          updated_at: at,
          updated_by: { ...by },
        },
        { merge: true },
      );
      return toSource((await ref.get()).data());
    },
    async recordSync(source, sync) {
      await sheetSourceRef(db, source.programId, source.collectId).update({
        last_sync: { task_id: sync.taskId, at: sync.at, status: 'PENDING' },
      });
    },
    async scheduled() {
      const found = await allSheetSources(db).where('schedule', 'in', ['HOURLY', 'DAILY']).get();
      return found.docs.map((doc) => toSource(doc.data()));
    },
    async claimSlot(source, slot) {
      const ref = sheetSourceRef(db, source.programId, source.collectId);
      return db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return false;
        const current = toSource(snapshot.data());
        if (current.schedule === 'OFF' || current.scheduledSlot === slot) return false;
        transaction.update(ref, { scheduled_slot: slot });
        return true;
      });
    },
  };
}
