import type { MembersQuery } from '@shared/contract/member.schema';

export const memberKeys = {
  all: ['members'] as const,
  program: (programId: string) => [...memberKeys.all, programId] as const,
  list: (programId: string, query: MembersQuery) =>
    [...memberKeys.program(programId), 'list', query] as const,
};

export const invitationKeys = {
  all: ['invitations'] as const,
  program: (programId: string) => [...invitationKeys.all, programId] as const,
  list: (programId: string, page: number) =>
    [...invitationKeys.program(programId), 'list', page] as const,
};
