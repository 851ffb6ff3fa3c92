import { programKeys } from '@/lib/query-keys';

export const expectedActionKeys = {
  program: (programId: string) => programKeys.scope(programId, 'expected-actions'),
  list: (programId: string, state: 'pending' | 'done') =>
    [...expectedActionKeys.program(programId), state] as const,
};
