import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Member } from '@shared/contract/member.schema';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { IconUserMinus, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { ListPagination } from '@/components/list-pagination';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { RowAction } from '@/components/row-action';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { personName } from '@/lib/format/person-name';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMembers } from '@/lib/program/get-members';
import { groupName } from '@/lib/program/group-name';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useListParams } from '@/lib/use-list-params';
import { useRemoveGroupMember } from '../api/remove-group-member';

// The member picker (Mantine's Modal and MultiSelect, with floating-ui) comes when the page is idle.
const AddMembersModal = lazyDialog(
  async () => (await import('./add-members-modal')).AddMembersModal,
);

interface GroupMembersCardProps {
  programId: string;
  group: UserGroup;
}

export function GroupMembersCard({ programId, group }: GroupMembersCardProps) {
  const { t } = useTranslation('userGroups');
  const locale = useLocale();
  const params = useListParams('members_');
  const members = useMembers(programId, { ...params.position, user_group_id: group._id });
  const remove = useRemoveGroupMember();
  const [adding, setAdding] = useState(false);
  useIdlePrefetch(AddMembersModal.preload);
  const [removing, setRemoving] = useState<Member | null>(null);

  async function confirmRemove(member: Member) {
    await remove.mutateAsync({ programId, groupId: group._id, userId: member.user_id });
    setRemoving(null);
  }

  return (
    <Card padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('members.title', { count: group.members_count })}
          </Title>
          <Button
            variant="light"
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setAdding(true)}
          >
            {t('members.add')}
          </Button>
        </Group>
        {members.isPending ? (
          <PageLoader />
        ) : members.isError ? (
          <QueryError message={t('members.loadError')} onRetry={() => void members.refetch()} />
        ) : members.data.members.length === 0 ? (
          <EmptyState
            order={3}
            icon={<IconUsers size={28} />}
            title={t('members.emptyTitle')}
            description={t('members.empty')}
          />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('members.name')}</Table.Th>
                  <Table.Th>{t('members.email')}</Table.Th>
                  <Table.Th>{t('members.role')}</Table.Th>
                  <Table.Th w={56}>{t('table.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.data.members.map((member) => (
                  <Table.Tr key={member._id} opacity={member.status === 'DISABLED' ? 0.55 : 1}>
                    <Table.Td>
                      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                        {personName(member)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{member.email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`common:roles.${member.role}`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <RowAction
                        label={t('members.remove')}
                        ariaLabel={t('members.removeNamed', { name: personName(member) })}
                        icon={<IconUserMinus size={18} />}
                        color="red"
                        onClick={() => {
                          remove.reset();
                          setRemoving(member);
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {members.data && members.data.totalItems > 0 && (
          <ListPagination page={members.data} onChange={params.setPage} />
        )}
      </Stack>
      {adding && (
        <AddMembersModal programId={programId} group={group} onClose={() => setAdding(false)} />
      )}
      {removing && (
        <ConfirmModal
          opened
          onClose={() => setRemoving(null)}
          title={t('members.removeTitle')}
          confirmLabel={t('members.remove')}
          onConfirm={() => void confirmRemove(removing).catch(() => undefined)}
          loading={remove.isPending}
          danger
          error={remove.error ? t(errorMessageKey(remove.error, 'group')) : null}
        >
          <Text size="sm">
            {t('members.removeIntro', {
              name: personName(removing),
              group: groupName(group, locale),
            })}
          </Text>
        </ConfirmModal>
      )}
    </Card>
  );
}
