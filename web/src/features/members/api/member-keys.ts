import { programKeys } from '@/lib/query-keys';
import type { ListPosition } from '@/lib/use-list-params';

// Members' lists are read through lib/program/get-members.ts, under the same scope.
export const memberKeys = {
  program: (programId: string) => programKeys.scope(programId, 'members'),
};

export const invitationKeys = {
  program: (programId: string) => programKeys.scope(programId, 'invitations'),
  list: (programId: string, position: ListPosition) =>
    [...invitationKeys.program(programId), 'list', position] as const,
};
