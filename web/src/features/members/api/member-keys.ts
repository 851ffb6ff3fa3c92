import { programKeys } from '@/lib/query-keys';

// Members' lists are read through lib/program/get-members.ts, under the same scope.
export const memberKeys = {
  program: (programId: string) => programKeys.scope(programId, 'members'),
};

export const invitationKeys = {
  program: (programId: string) => programKeys.scope(programId, 'invitations'),
  list: (programId: string, page: number) =>
    [...invitationKeys.program(programId), 'list', page] as const,
};
