import { programKeys } from '@/lib/query-keys';

export const taskKeys = {
  all: (programId: string) => [...programKeys.root(programId), 'tasks'] as const,
  list: (programId: string, query: object) => [...taskKeys.all(programId), 'list', query] as const,
};
