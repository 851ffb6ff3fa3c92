import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { TaskQueue } from '../../core/queue/task-queue.js';
import type { TaskType } from '../../shared/contract/task.schema.js';
import { taskLogs } from './task-logs.js';
import { RUN_TASK_QUEUE } from './task-runner.js';
import type { RunTaskPayload } from './task-runner.js';
import type { StoredTask } from '../../db/task-document.js';
import type { TasksRepository } from './tasks.repository.js';

// A run that died (a crash, a killed emulator, a function timeout whose retries ran out)
// leaves its task PENDING or RUNNING with an updated_at that no longer moves: every chunk
// commit refreshes it. Such a task is queued again; the new run takes the task over (its run
// id), continues from the last committed cursor, and the old run, if it was only slow, has
// its next write refused and stops.

/** A task whose updated_at has not moved for this long is taken for dead. */
export const STALE_AFTER_MS = 2 * 60 * 1000;

/**
 * Run by their own queue (record-access), which retries them itself in production; a stale one
 * (locally: the process that ran it stopped) is handed to `resumeOwn`, which queues it there.
 */
const OWN_QUEUE_TYPES: ReadonlySet<TaskType> = new Set<TaskType>(['APPLY_ATTRIBUTION_RULES']);

export interface TaskResumeDeps {
  readonly tasks: TasksRepository;
  readonly queue: TaskQueue;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Queues a stale task of an own-queue type again (record-access for rule applications). */
  readonly resumeOwn?: (task: StoredTask) => Promise<void>;
}

/** Queues the program's stale tasks again; answers how many. Never throws (logged). */
export async function resumeStaleTasks(deps: TaskResumeDeps, programId: string): Promise<number> {
  try {
    const now = deps.clock.now();
    let resumed = 0;
    for (const task of await deps.tasks.unfinished(programId)) {
      const ownQueue = OWN_QUEUE_TYPES.has(task.type);
      if (ownQueue && !deps.resumeOwn) continue;
      const idleMs = now.getTime() - task.updatedAt.getTime();
      if (idleMs < STALE_AFTER_MS) continue;
      // Marked first (conditioned on what was read): two readers never both queue it.
      if (!(await deps.tasks.markResumed(task, now))) continue;
      if (ownQueue) await deps.resumeOwn?.(task);
      else {
        const payload: RunTaskPayload = { programId, taskId: task.id };
        await deps.queue.enqueue(RUN_TASK_QUEUE, { ...payload });
      }
      taskLogs.resumed(deps.logger, { programId, taskId: task.id, idleMs });
      resumed += 1;
    }
    return resumed;
  } catch (error) {
    taskLogs.resumeFailed(deps.logger, { programId, error });
    return 0;
  }
}

/**
 * The emulator's instance start: every program's stale tasks, now and once more when tasks
 * left by a stop just before this start have become stale. Production has no such pass (many
 * instances start and stop); there the tasks list and Cloud Tasks' retries resume them.
 */
export function resumeOnInstanceStart(deps: TaskResumeDeps): void {
  const pass = async () => {
    for (const programId of await deps.tasks.programIds()) {
      await resumeStaleTasks(deps, programId);
    }
  };
  const run = () => {
    pass().catch((error: unknown) => taskLogs.resumeFailed(deps.logger, { programId: '*', error }));
  };
  setImmediate(run);
  setTimeout(run, STALE_AFTER_MS + 1000).unref();
}
