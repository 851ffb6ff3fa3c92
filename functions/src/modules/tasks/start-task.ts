import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { TaskQueue } from '../../core/queue/task-queue.js';
import { toTask } from '../../db/task-document.js';
import { taskLogs } from './task-logs.js';
import { RUN_TASK_QUEUE } from './task-runner.js';
import type { RunTaskPayload } from './task-runner.js';
import type { StartTask } from './task-work.js';
import type { TasksRepository } from './tasks.repository.js';

export interface StartTaskDeps {
  readonly tasks: TasksRepository;
  readonly queue: TaskQueue;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * What modules that start long work are given (modules.ts): the task is stored PENDING, then
 * queued for `runTask`, and answered at once. Should the queue refuse it, the task stays
 * PENDING and the next read of the tasks list queues it again (task-resume.ts).
 */
export function createStartTask(deps: StartTaskDeps): StartTask {
  return async (start) => {
    const task = await deps.tasks.create(start, deps.clock.now());
    const payload: RunTaskPayload = { programId: task.programId, taskId: task.id };
    try {
      await deps.queue.enqueue(RUN_TASK_QUEUE, { ...payload });
    } catch (error) {
      // The task exists: answering it (PENDING) beats a 500 for work that will still run.
      taskLogs.enqueueFailed(deps.logger, { ...payload, error });
    }
    return toTask(task, deps.blobs);
  };
}
