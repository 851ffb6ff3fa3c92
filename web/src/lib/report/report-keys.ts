import { programKeys } from '@/lib/query-keys';

// Everything cached about a program's report sits under its program, so that leaving or
// deleting the program drops it too.
export const reportKeys = {
  all: (programId: string) => [...programKeys.root(programId), 'report'] as const,
  report: (programId: string) => [...reportKeys.all(programId), 'default'] as const,
  graphics: (programId: string, limit?: number) =>
    [...reportKeys.all(programId), 'graphics', limit ?? 'all'] as const,
  preview: (programId: string, query: object) =>
    [...reportKeys.all(programId), 'preview', query] as const,
};
