import { Stack } from '@mantine/core';
import { IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { SearchInput } from '@/components/search-input';
import { useSubject } from '@/lib/session/subject';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useListParams } from '@/lib/use-list-params';
import { useUsers } from '../api/get-users';
import { UsersTable } from '../components/users-table';

// A user's drawer (their access form: react-hook-form, its pickers) comes when the page is idle,
// or at once when the address names a user.
const UserDrawer = lazyDialog(async () => (await import('../components/user-drawer')).UserDrawer);

/** SPEC §2's system users and roles (super admins): every user, their level, roles and status. */
export default function UsersRolesSettingsPage() {
  const { t } = useTranslation('adminUsers');
  const subject = useSubject();
  const params = useListParams();
  const keywords = params.get('keywords');
  const openUser = params.get('user');
  const users = useUsers({ ...params.position, keywords: keywords || undefined });
  useIdlePrefetch(UserDrawer.preload);

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('subtitle')} />
      <SearchInput
        label={t('search')}
        value={keywords}
        onChange={(value) => params.setFilter('keywords', value)}
      />
      <PagedList
        query={users}
        isEmpty={(page) => page.users.length === 0}
        loadError={t('loadError')}
        empty={
          <EmptyState
            order={3}
            icon={keywords ? <IconUserSearch size={28} /> : <IconUsers size={28} />}
            title={t('emptyTitle')}
            description={keywords ? t('emptyFiltered', { keywords }) : t('empty')}
          />
        }
        onPageChange={params.setPage}
      >
        {(page) => (
          <UsersTable
            users={page.users}
            subject={subject}
            onOpen={(user) => params.setParam('user', user._id)}
          />
        )}
      </PagedList>
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
