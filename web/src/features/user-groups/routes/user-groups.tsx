import { Button, Group, Stack } from '@mantine/core';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { IconPlus, IconUsersGroup, IconZoomQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { SearchInput } from '@/components/search-input';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAllUserGroups } from '@/lib/program/get-all-user-groups';
import { useUserGroups } from '@/lib/program/get-user-groups';
import { groupName } from '@/lib/program/group-name';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useListParams } from '@/lib/use-list-params';
import { DeleteGroupModal } from '../components/delete-group-modal';
import { GroupsTable } from '../components/groups-table';
import { ParentFilter } from '../components/parent-filter';
import { parentQuery } from '../utils/parent-filter';

// The group's form (react-hook-form, the parent group's picker) comes when the page is idle.
const GroupFormModal = lazyDialog(
  async () => (await import('../components/group-form-modal')).GroupFormModal,
);

type Editing = { kind: 'create' } | { kind: 'edit'; group: UserGroup } | null;

export default function UserGroupsPage() {
  const { t } = useTranslation('userGroups');
  const locale = useLocale();
  const programId = useRouteProgramId();
  const params = useListParams();
  const keywords = params.get('keywords');
  const parent = params.get('parent');
  const groups = useUserGroups(programId, {
    ...params.position,
    keywords: keywords || undefined,
    ...parentQuery(parent),
  });
  const all = useAllUserGroups(programId);
  const [editing, setEditing] = useState<Editing>(null);
  useIdlePrefetch(GroupFormModal.preload);
  const [deleting, setDeleting] = useState<UserGroup | null>(null);
  const filtered = Boolean(keywords || parent);
  const names = new Map((all.data ?? []).map((group) => [group._id, groupName(group, locale)]));

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setEditing({ kind: 'create' })}
          >
            {t('create')}
          </Button>
        }
      />
      <Group gap="sm">
        <SearchInput
          label={t('filters.search')}
          value={keywords}
          onChange={(value) => params.setFilter('keywords', value)}
        />
        <ParentFilter
          programId={programId}
          value={parent}
          onChange={(value) => params.setFilter('parent', value)}
        />
      </Group>
      <PagedList
        query={groups}
        isEmpty={(page) => page.userGroups.length === 0}
        loadError={t('errors.load')}
        empty={
          <EmptyState
            order={3}
            icon={filtered ? <IconZoomQuestion size={28} /> : <IconUsersGroup size={28} />}
            title={filtered ? t('empty.filteredTitle') : t('empty.title')}
            description={filtered ? t('empty.filtered') : t('empty.description')}
          />
        }
        onPageChange={params.setPage}
      >
        {(page) => (
          <GroupsTable
            programId={programId}
            groups={page.userGroups}
            nameOf={(id) => names.get(id)}
            onEdit={(group) => setEditing({ kind: 'edit', group })}
            onDelete={setDeleting}
          />
        )}
      </PagedList>
      {editing && (
        <GroupFormModal
          programId={programId}
          group={editing.kind === 'edit' ? editing.group : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteGroupModal
          programId={programId}
          group={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
