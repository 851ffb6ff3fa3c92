/**
 * The roots of every query key. Whatever the app caches about one program sits under
 * `['program', programId]`, so that one invalidation of `programKeys.root(id)` reaches all of it;
 * each feature's key factory is a thin child of a scope below.
 */
export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'current-user'] as const,
  /** The programs the signed-in user may see (their list, not their contents). */
  programs: () => [...sessionKeys.all, 'programs'] as const,
};

/** What is cached per program, one scope per resource. */
export type ProgramScope =
  | 'detail'
  | 'collects'
  | 'members'
  | 'invitations'
  | 'user-groups'
  | 'activities'
  | 'expected-actions'
  | 'milestones'
  | 'figures';

export const programKeys = {
  /** Every program: for a change that may touch several (a user's roles, say). */
  all: ['program'] as const,
  root: (programId: string) => [...programKeys.all, programId] as const,
  scope: (programId: string, scope: ProgramScope) =>
    [...programKeys.root(programId), scope] as const,
};

/** What only super administrators design, system-wide: not per program, not per session. */
export type AdminScope = 'models';

export const adminKeys = {
  all: ['admin'] as const,
  scope: (scope: AdminScope) => [...adminKeys.all, scope] as const,
};
