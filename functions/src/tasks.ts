import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from './core/blobs/blob-store.js';
import type { Clock } from './core/clock.js';
import type { Logger } from './core/logger.js';
import type { TaskHandler } from './core/queue/task-queue.js';
import { createRecordAccessRepository } from './modules/record-access/record-access.repository.js';
import {
  APPLY_RULES_QUEUE,
  applyRulesHandler,
} from './modules/record-access/record-access.service.js';
import { RUN_TASK_QUEUE, runTaskHandler } from './modules/tasks/task-runner.js';
import type { TaskWork } from './modules/tasks/task-work.js';
import { createTasksRepository } from './modules/tasks/tasks.repository.js';

export interface TaskDeps {
  readonly db: Firestore;
  readonly blobs: BlobStore;
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
  const taskWorks: TaskWork[] = [];
  return {
    [APPLY_RULES_QUEUE]: applyRulesHandler({ access, clock: deps.clock, logger: deps.logger }),
    [RUN_TASK_QUEUE]: runTaskHandler({
      tasks: createTasksRepository(deps.db),
      blobs: deps.blobs,
      clock: deps.clock,
      logger: deps.logger,
      // A test's kind comes first, so that it stands in for the product's of the same type.
      works: [...(deps.extraWorks ?? []), ...taskWorks],
    }),
  };
}
