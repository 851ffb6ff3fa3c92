import type { Task } from '@shared/contract/task.schema';
import type { TFunction } from 'i18next';

/** A task in words, as buttons and dialogs name it: its kind, then what it works on. */
export function taskName(task: Task, t: TFunction<'tasks'>): string {
  const kind = t(`types.${task.type}`);
  return task.label ? `${kind} — ${task.label}` : kind;
}
