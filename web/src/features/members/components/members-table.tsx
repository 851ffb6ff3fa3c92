import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { Member } from '@shared/contract/member.schema';
import { IconDots, IconUserCog, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '@/components/action-menu';
import { personInitials, personName } from '@/lib/format/person-name';
import { StatusBadge } from './status-badge';

interface MembersTableProps {
  members: Member[];
  collectName: (collectId: string) => string;
  onEditRole: (member: Member) => void;
  onRemove: (member: Member) => void;
}

function MemberActions({
  member,
  onEditRole,
  onRemove,
}: Pick<MembersTableProps, 'onEditRole' | 'onRemove'> & { member: Member }) {
  const { t } = useTranslation('members');
  return (
    <ActionMenu
      shadow="md"
      target={(props) => (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('table.actionsFor', { name: personName(member) })}
          {...props}
        >
          <IconDots size={18} />
        </ActionIcon>
      )}
      items={[
        {
          key: 'role',
          icon: <IconUserCog size={16} />,
          label: t('table.changeRole'),
          onClick: () => onEditRole(member),
        },
        {
          key: 'remove',
          color: 'red',
          icon: <IconUserMinus size={16} />,
          label: t('table.remove'),
          onClick: () => onRemove(member),
        },
      ]}
    />
  );
}

export function MembersTable({ members, collectName, onEditRole, onRemove }: MembersTableProps) {
  const { t } = useTranslation('members');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.email')}</Table.Th>
            <Table.Th>{t('table.role')}</Table.Th>
            <Table.Th>{t('table.collect')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const collects = member.roles.flatMap((role) =>
              role.collect_id ? [role.collect_id] : [],
            );
            const roles = [...new Set(member.roles.map((role) => role.role))];
            return (
              <Table.Tr key={member._id} opacity={member.status === 'DISABLED' ? 0.55 : 1}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar size={32} radius="xl" color="brand">
                      {personInitials(member)}
                    </Avatar>
                    <Text size="sm" fw={500}>
                      {personName(member)}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{member.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {roles.map((role) => (
                      <Badge key={role} variant="light" tt="none">
                        {t(`common:roles.${role}`)}
                      </Badge>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={collects.length ? undefined : 'dimmed'}>
                    {collects.length ? collects.map(collectName).join(', ') : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={member.status} />
                </Table.Td>
                <Table.Td>
                  <MemberActions member={member} onEditRole={onEditRole} onRemove={onRemove} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
