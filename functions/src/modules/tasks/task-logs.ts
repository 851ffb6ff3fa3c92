import type { Logger } from '../../core/logger.js';
import type { TaskType } from '../../shared/contract/task.schema.js';

// The tasks module's named log events (like core/logs.ts): a run's start and outcome, a stale
// task put back in the queue, and why a run ended without its task's status changing.

// A type, not an interface: log fields are an indexable record.
type TaskFields = { readonly programId: string; readonly taskId: string };

export const taskLogs = {
  started(logger: Logger, fields: TaskFields & { type: TaskType; resumed: boolean }) {
    logger.write('INFO', 'task.started', 'Task run started', fields);
  },
  finished(
    logger: Logger,
    fields: TaskFields & { status: 'DONE' | 'FAILED' | 'CANCELLED'; durationMs: number },
  ) {
    logger.write('INFO', 'task.finished', `Task run ended ${fields.status}`, fields);
  },
  runFailed(logger: Logger, fields: TaskFields & { error: unknown }) {
    logger.write('ERROR', 'task.run_failed', 'Task work threw; the task is FAILED', fields);
  },
  lost(logger: Logger, fields: TaskFields) {
    logger.write('WARNING', 'task.lost', 'Another run took the task over; this one stops', fields);
  },
  badPayload(logger: Logger, fields: { issues: string }) {
    logger.write('ERROR', 'task.bad_payload', 'runTask payload refused', fields);
  },
  enqueueFailed(logger: Logger, fields: TaskFields & { error: unknown }) {
    logger.write(
      'ERROR',
      'task.enqueue_failed',
      'Task stored but not queued; resumed later',
      fields,
    );
  },
  resumed(logger: Logger, fields: TaskFields & { idleMs: number }) {
    logger.write('WARNING', 'task.resumed', 'Stale task put back in the queue', fields);
  },
  resumeFailed(logger: Logger, fields: { programId: string; error: unknown }) {
    logger.write('ERROR', 'task.resume_failed', 'Could not check for stale tasks', fields);
  },
};
