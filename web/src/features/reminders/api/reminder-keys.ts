import { programKeys } from '@/lib/query-keys';

// A program's reminders hang from the program's keys: anything that drops the program drops them.
export const reminderKeys = {
  all: (programId: string) => [...programKeys.root(programId), 'reminders'] as const,
  list: (programId: string) => [...reminderKeys.all(programId), 'list'] as const,
};
