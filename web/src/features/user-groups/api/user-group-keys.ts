import type { UserGroupsQuery } from '@shared/contract/user-group.schema';

export const userGroupKeys = {
  all: ['user-groups'] as const,
  program: (programId: string) => [...userGroupKeys.all, programId] as const,
  list: (programId: string, query: UserGroupsQuery) =>
    [...userGroupKeys.program(programId), 'list', query] as const,
  everything: (programId: string) => [...userGroupKeys.program(programId), 'everything'] as const,
  detail: (programId: string, groupId: string) =>
    [...userGroupKeys.program(programId), 'detail', groupId] as const,
};
