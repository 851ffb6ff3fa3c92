import { Group, Stack } from '@mantine/core';
import type { Member } from '@shared/contract/member.schema';
import { IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { PagedList } from '@/components/paged-list';
import { SearchInput } from '@/components/search-input';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMembers } from '@/lib/program/get-members';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useListParams } from '@/lib/use-list-params';
import { collectNamer } from '../utils/collect-names';
import { GroupFilter } from './group-filter';
import { MembersTable } from './members-table';
import { RemoveMemberModal } from './remove-member-modal';

// The role form (react-hook-form, its role and collect pickers) comes when the page is idle.
const RoleEditModal = lazyDialog(async () => (await import('./role-edit-modal')).RoleEditModal);

interface MembersPanelProps {
  programId: string;
  programName: string;
}

export function MembersPanel({ programId, programName }: MembersPanelProps) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const params = useListParams();
  const keywords = params.get('keywords');
  const group = params.get('group');
  const members = useMembers(programId, {
    ...params.position,
    keywords: keywords || undefined,
    user_group_id: group || undefined,
  });
  const collects = useProgramCollects(programId);
  const [editing, setEditing] = useState<Member | null>(null);
  useIdlePrefetch(RoleEditModal.preload);
  const [removing, setRemoving] = useState<Member | null>(null);
  const filtered = Boolean(keywords || group);

  return (
    <Stack gap="md">
      <Group gap="sm">
        <SearchInput
          label={t('filters.search')}
          value={keywords}
          onChange={(value) => params.setFilter('keywords', value)}
        />
        <GroupFilter
          programId={programId}
          value={group}
          onChange={(value) => params.setFilter('group', value)}
        />
      </Group>
      <PagedList
        query={members}
        isEmpty={(page) => page.members.length === 0}
        loadError={t('errors.load')}
        empty={
          <EmptyState
            order={3}
            icon={filtered ? <IconUserSearch size={28} /> : <IconUsers size={28} />}
            title={filtered ? t('empty.filteredTitle') : t('empty.title')}
            description={filtered ? t('empty.filtered') : t('empty.description')}
          />
        }
        onPageChange={params.setPage}
      >
        {(page) => (
          <MembersTable
            members={page.members}
            collectName={collectNamer(collects.data, locale)}
            onEditRole={setEditing}
            onRemove={setRemoving}
          />
        )}
      </PagedList>
      {editing && (
        <RoleEditModal
          programId={programId}
          member={editing}
          collects={collects.data}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <RemoveMemberModal
          programId={programId}
          programName={programName}
          member={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}
