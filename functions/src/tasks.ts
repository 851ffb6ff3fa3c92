import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from './core/blobs/blob-store.js';
import { createSystemActions } from './db/action-writer.js';
import type { Clock } from './core/clock.js';
import type { Logger } from './core/logger.js';
import type { TaskHandler } from './core/queue/task-queue.js';
import type { SheetsClient } from './core/sheets/sheets-client.js';
import { createRecordAccessRepository } from './modules/record-access/record-access.repository.js';
import {
  APPLY_RULES_QUEUE,
  applyRulesHandler,
} from './modules/record-access/record-access.service.js';
import { createBulkUpdateRepository } from './modules/bulk-update/bulk-update.repository.js';
import { createBulkUpdateWork } from './modules/bulk-update/bulk-update.work.js';
import { createRecordExportWork } from './modules/record-export/record-export.work.js';
import { createImportWork } from './modules/imports/import.work.js';
import { createImportsRepository } from './modules/imports/imports.repository.js';
import type { RecordAccessRepository } from './modules/record-access/record-access.repository.js';
import { checkRecordView } from './modules/records/record-query.js';
import { createRecordsRepository } from './modules/records/records.repository.js';
import { createRecordsScanner } from './modules/records/records-scan.js';
import { RUN_TASK_QUEUE, runTaskHandler } from './modules/tasks/task-runner.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { reachOf, readsAccess } from './shared/permissions/record-reach.js';
import type { ReachCollect } from './shared/permissions/record-reach.js';
import type { Subject } from './shared/permissions/roles.js';
import type { TaskWork } from './modules/tasks/task-work.js';
import { createTasksRepository } from './modules/tasks/tasks.repository.js';

export interface TaskDeps {
  readonly db: Firestore;
  readonly blobs: BlobStore;
  /** Google Sheets, for imports from a sheet (the emulated API locally). */
  readonly sheets: SheetsClient;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Emulators: write as fast as they take (production ramps its bulk writes up). */
  readonly emulated: boolean;
  /** Kinds of work beyond the product's own (tests register theirs here). */
  readonly extraWorks?: readonly TaskWork[];
}

/**
 * Every queue's handler by queue name: the in-process queue runs them where no Cloud Tasks
 * emulator does, and index.ts declares one `onTaskDispatched` function per entry.
 */
export function taskHandlers(deps: TaskDeps): Record<string, TaskHandler> {
  const access = createRecordAccessRepository(deps.db, { throttle: !deps.emulated });
  // Every kind of long work `runTask` runs, one per task type (imports, exports, bulk updates
  // add theirs here).
  const taskWorks: TaskWork[] = [...recordsWorks(deps, access)];
  return {
    [APPLY_RULES_QUEUE]: applyRulesHandler({ access, clock: deps.clock, logger: deps.logger }),
    [RUN_TASK_QUEUE]: runTaskHandler({
      tasks: createTasksRepository(deps.db),
      blobs: deps.blobs,
      clock: deps.clock,
      logger: deps.logger,
      // A test's kind comes first, so that it stands in for the product's of the same type.
      works: [...(deps.extraWorks ?? []), ...taskWorks],
      actions: createSystemActions(deps),
    }),
  };
}

/** Imports, exports and bulk updates: they read (and write) a collect's records as their starter may. */
function recordsWorks(deps: TaskDeps, access: RecordAccessRepository): TaskWork[] {
  const records = createRecordsRepository(deps.db);
  const scanner = createRecordsScanner(deps.db);
  const users = createUsersRepository(deps.db);
  const findUser = (uid: string) => users.findById(uid);
  // The records module's one reach (record-access.service reachOf), without its queue.
  const reach = async (subject: Subject, collect: ReachCollect) =>
    reachOf(
      subject,
      collect,
      readsAccess(subject, collect)
        ? await access.findAccess(collect.programId, collect.id, subject.uid)
        : null,
    );
  return [
    createRecordExportWork({
      records,
      scanner,
      checkView: checkRecordView,
      reach,
      findUser,
      blobs: deps.blobs,
    }),
    createImportWork({
      repository: createImportsRepository(deps.db),
      blobs: deps.blobs,
      sheets: deps.sheets,
      reach,
      findUser,
    }),
    createBulkUpdateWork({
      records,
      scanner,
      repository: createBulkUpdateRepository(deps.db),
      checkView: checkRecordView,
      reach,
      findUser,
    }),
  ];
}
