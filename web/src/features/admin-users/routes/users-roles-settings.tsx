import { Card, Stack } from '@mantine/core';
import { IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '@/components/list-pagination';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { useSubject } from '@/features/auth/utils/use-subject';
import { useListParams } from '@/lib/use-list-params';
import { useUsers } from '../api/get-users';
import { UserDrawer } from '../components/user-drawer';
import { UsersTable } from '../components/users-table';

/** SPEC §2's system users and roles (super admins): every user, their level, roles and status. */
export default function UsersRolesSettingsPage() {
  const { t } = useTranslation('adminUsers');
  const subject = useSubject();
  const params = useListParams();
  const keywords = params.get('keywords');
  const openUser = params.get('user');
  const users = useUsers({ page: params.page, keywords: keywords || undefined });

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('subtitle')} />
      <SearchInput
        label={t('search')}
        value={keywords}
        onChange={(value) => params.setFilter('keywords', value)}
      />
      {users.isPending ? (
        <PageLoader />
      ) : users.isError ? (
        <QueryError message={t('loadError')} onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <Card>
          <EmptyState
            order={3}
            icon={keywords ? <IconUserSearch size={28} /> : <IconUsers size={28} />}
            title={t('emptyTitle')}
            description={keywords ? t('emptyFiltered', { keywords }) : t('empty')}
          />
        </Card>
      ) : (
        <Card padding={0}>
          <UsersTable
            users={users.data.users}
            subject={subject}
            onOpen={(user) => params.setParam('user', user._id)}
          />
        </Card>
      )}
      {users.data && (
        <ListPagination
          page={users.data.currentPage}
          pages={users.data.pages}
          totalItems={users.data.totalItems}
          onChange={params.setPage}
        />
      )}
      {openUser && (
        <UserDrawer
          userId={openUser}
          subject={subject}
          onClose={() => params.setParam('user', null)}
        />
      )}
    </Stack>
  );
}
