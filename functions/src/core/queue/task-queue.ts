import type { Functions } from 'firebase-admin/functions';
import type { Logger } from '../logger.js';
import { logs } from '../logs.js';

export type TaskPayload = Readonly<Record<string, unknown>>;

/** Long work (imports, exports, bulk updates) handed to a queue function by name. */
export interface TaskQueue {
  enqueue(queue: string, payload: TaskPayload): Promise<void>;
}

export type TaskHandler = (payload: TaskPayload) => Promise<void>;

/** Production: Cloud Tasks queues backing `onTaskDispatched` functions of the same name. */
export function createCloudTasksQueue(functions: Functions, region: string): TaskQueue {
  return {
    async enqueue(queue, payload) {
      await functions.taskQueue(`locations/${region}/functions/${queue}`).enqueue(payload);
    },
  };
}

/**
 * The local dispatcher: runs the same handlers in this process, after the response, where no
 * Cloud Tasks emulator runs. Handlers persist their own state (task documents), so a crash
 * leaves a visible ERROR/PENDING task rather than silent loss.
 */
export function createInProcessQueue(
  handlers: Readonly<Record<string, TaskHandler>>,
  logger: Logger,
): TaskQueue {
  return {
    async enqueue(queue, payload) {
      const handler = handlers[queue];
      if (!handler) throw new Error(`No task handler registered for queue "${queue}"`);
      logs.taskEnqueued(logger, { queue });
      setImmediate(() => {
        handler(payload).catch((error: unknown) => logs.taskFailed(logger, { queue, error }));
      });
    },
  };
}
