import type { UsersQuery } from '@shared/contract/admin-user.schema';
import type { ListPosition } from '@/lib/use-list-params';

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (query: Omit<UsersQuery, 'page' | 'cursor'> & ListPosition) =>
    [...adminUserKeys.all, 'list', query] as const,
  detail: (userId: string) => [...adminUserKeys.all, 'detail', userId] as const,
};
