import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from './core/clock.js';
import type { Logger } from './core/logger.js';
import type { TaskHandler } from './core/queue/task-queue.js';
import { createRecordAccessRepository } from './modules/record-access/record-access.repository.js';
import {
  APPLY_RULES_QUEUE,
  applyRulesHandler,
} from './modules/record-access/record-access.service.js';

export interface TaskDeps {
  readonly db: Firestore;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Emulators: write as fast as they take (production ramps its bulk writes up). */
  readonly emulated: boolean;
}

/**
 * Every queue's handler by queue name: the in-process queue runs them where no Cloud Tasks
 * emulator does, and index.ts declares one `onTaskDispatched` function per entry.
 */
export function taskHandlers(deps: TaskDeps): Record<string, TaskHandler> {
  const access = createRecordAccessRepository(deps.db, { throttle: !deps.emulated });
  return {
    [APPLY_RULES_QUEUE]: applyRulesHandler({ access, clock: deps.clock, logger: deps.logger }),
  };
}
