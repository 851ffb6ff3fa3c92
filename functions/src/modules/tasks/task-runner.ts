import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { SystemActions } from '../../db/action-writer.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { TaskHandler } from '../../core/queue/task-queue.js';
import { errorReportPath } from '../../db/task-document.js';
import type { StoredTask } from '../../db/task-document.js';
import { idSchema } from '../../shared/contract/common.schema.js';
import { errorReportCsv } from './error-report.js';
import { taskLogs } from './task-logs.js';
import { TaskCancelledError } from './task-work.js';
import type { TaskIo, TaskRun, TaskWork } from './task-work.js';
import { TaskLostError } from './tasks.repository.js';
import type { TaskLease, TasksRepository } from './tasks.repository.js';

/** The queue (and production function) that runs every TaskWork. */
export const RUN_TASK_QUEUE = 'runTask';

/** What `runTask` is queued with. */
export interface RunTaskPayload {
  readonly programId: string;
  readonly taskId: string;
}

const payloadSchema = z.object({ programId: idSchema, taskId: idSchema });

/** Shown when the work failed on something other than a message meant for people. */
export const UNEXPECTED_FAILURE =
  'The task stopped on an unexpected error. Start it again; if it fails again, tell your administrator.';

export const NO_WORK_FAILURE =
  'This kind of task cannot be run here; start it again from its page.';

export interface TaskRunnerDeps {
  readonly tasks: TasksRepository;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly works: readonly TaskWork[];
  /** Expected actions a finished task asks for (an import's rejected rows to review). */
  readonly actions?: Pick<SystemActions, 'taskFinished'>;
}

/**
 * The queue handler: a malformed payload is logged and dropped (a retry would not mend it);
 * a failure to record the outcome is thrown, so that the queue tries again.
 */
export function runTaskHandler(deps: TaskRunnerDeps): TaskHandler {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      taskLogs.badPayload(deps.logger, { issues: parsed.error.message });
      return;
    }
    await runTask(deps, parsed.data);
  };
}

/** What a manager reads on a FAILED task: an AppError's own message, else a generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof AppError ? error.message : UNEXPECTED_FAILURE;
}

function taskRunOf(task: StoredTask): TaskRun {
  return {
    id: task.id,
    programId: task.programId,
    collectId: task.collectId,
    type: task.type,
    input: task.input,
    cursor: task.cursor,
    createdBy: task.createdBy,
  };
}

/**
 * PENDING (or RUNNING, resumed) → RUNNING → DONE | FAILED; a cancel keeps CANCELLED. The work
 * starts from the task's last committed cursor, so a run that replaces a crashed one continues
 * where that one's last chunk ended.
 */
export async function runTask(deps: TaskRunnerDeps, payload: RunTaskPayload): Promise<void> {
  const { tasks, clock, logger } = deps;
  const { programId, taskId } = payload;
  const claimed = await tasks.claim(programId, taskId, randomUUID(), clock.now());
  if (!claimed) return;
  const { task, lease } = claimed;
  const started = clock.now().getTime();
  const ended = (status: 'DONE' | 'FAILED' | 'CANCELLED') =>
    taskLogs.finished(logger, {
      programId,
      taskId,
      status,
      durationMs: clock.now().getTime() - started,
    });
  taskLogs.started(logger, { programId, taskId, type: task.type, resumed: task.cursor !== null });

  const io: TaskIo = {
    commit: (write, progress, prepared) =>
      tasks.commitChunk(lease, write, progress, clock.now(), prepared),
    produced: (file) => tasks.produced(lease, file.path, clock.now()),
    now: () => clock.now(),
  };
  try {
    const work = deps.works.find((candidate) => candidate.type === task.type);
    if (!work) throw new AppError('INTERNAL', 500, NO_WORK_FAILURE);
    await work.run(taskRunOf(task), io);
    const report = await writeErrorReport(deps, task);
    await tasks.finish(
      lease,
      { status: 'DONE', error: null, errorReportPath: report },
      clock.now(),
    );
    ended('DONE');
    await deps.actions?.taskFinished(programId, taskId);
  } catch (error) {
    if (error instanceof TaskLostError) {
      taskLogs.lost(logger, { programId, taskId });
      return;
    }
    if (error instanceof TaskCancelledError) {
      const report = await writeErrorReport(deps, task);
      if (report) await tasks.attachReport(programId, taskId, report);
      ended('CANCELLED');
      return;
    }
    taskLogs.runFailed(logger, { programId, taskId, error });
    await fail(deps, task, lease, failureMessage(error));
    ended('FAILED');
  }
}

async function fail(deps: TaskRunnerDeps, task: StoredTask, lease: TaskLease, message: string) {
  try {
    const report = await writeErrorReport(deps, task);
    await deps.tasks.finish(
      lease,
      { status: 'FAILED', error: message, errorReportPath: report },
      deps.clock.now(),
    );
  } catch (error) {
    // Cancelled or taken over meanwhile: its status is someone else's now.
    if (error instanceof TaskCancelledError || error instanceof TaskLostError) return;
    throw error;
  }
}

/** The CSV of every rejection committed (by this run and those before it), when any. */
async function writeErrorReport(deps: TaskRunnerDeps, task: StoredTask): Promise<string | null> {
  const csv = await errorReportCsv(task.type, deps.tasks.rejections(task.programId, task.id));
  if (csv === null) return null;
  const path = errorReportPath(task.programId, task.id);
  await deps.blobs.put(path, new TextEncoder().encode(csv), 'text/csv; charset=utf-8');
  return path;
}
