import type { UsersQuery } from '@shared/contract/admin-user.schema';

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (query: UsersQuery) => [...adminUserKeys.all, 'list', query] as const,
  detail: (userId: string) => [...adminUserKeys.all, 'detail', userId] as const,
};
