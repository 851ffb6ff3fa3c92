import type { Task, TaskStatus } from '@shared/contract/task.schema';

export function isUnfinished(status: TaskStatus): boolean {
  return status === 'PENDING' || status === 'RUNNING';
}

/** Access rules being applied finish on their own: the api refuses to cancel them. */
export function canStop(task: Task): boolean {
  return !(isUnfinished(task.status) && task.type === 'APPLY_ATTRIBUTION_RULES');
}

export const STATUS_COLORS: Readonly<Record<TaskStatus, string>> = {
  PENDING: 'gray',
  RUNNING: 'blue',
  DONE: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
};

/** Percent done, or null while the total is not known yet. */
export function percentDone(task: Task): number | null {
  const { done, total } = task.progress;
  if (total <= 0) return task.status === 'DONE' ? 100 : null;
  return Math.min(100, Math.round((done / total) * 100));
}
