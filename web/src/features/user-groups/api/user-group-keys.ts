import { programKeys } from '@/lib/query-keys';

// Lists of groups are read through lib/program/get-user-groups.ts, under the same scope.
export const userGroupKeys = {
  program: (programId: string) => programKeys.scope(programId, 'user-groups'),
  detail: (programId: string, groupId: string) =>
    [...userGroupKeys.program(programId), 'detail', groupId] as const,
};
