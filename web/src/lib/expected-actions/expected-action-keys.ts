import { programKeys } from '@/lib/query-keys';

export const expectedActionKeys = {
  program: (programId: string) => programKeys.scope(programId, 'expected-actions'),
  list: (programId: string, state: 'pending' | 'done') =>
    [...expectedActionKeys.program(programId), state] as const,
};

/** How long a list of expected actions is taken as fresh (the lists and the badge's count). */
export const ACTIONS_STALE_MS = 60_000;
