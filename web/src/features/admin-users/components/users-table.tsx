import { Avatar, Button, Group, Table, Text } from '@mantine/core';
import type { User } from '@shared/contract/user.schema';
import { mayChangeStatus } from '@shared/permissions/people';
import { programIdsOf, type Subject } from '@shared/permissions/roles';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { personInitials, personName } from '@/lib/format/person-name';
import { LevelBadge } from './level-badge';
import { StatusSwitch } from './status-switch';

interface UsersTableProps {
  users: User[];
  subject: Subject;
  onOpen: (user: User) => void;
}

export function UsersTable({ users, subject, onOpen }: UsersTableProps) {
  const { t } = useTranslation('adminUsers');
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.email')}</Table.Th>
            <Table.Th>{t('table.level')}</Table.Th>
            <Table.Th ta="right">{t('table.programs')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th w={120}>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user._id} opacity={user.status === 'DISABLED' ? 0.55 : 1}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar size={32} radius="xl" color="brand">
                    {personInitials(user)}
                  </Avatar>
                  <Text size="sm" fw={500}>
                    {personName(user)}
                    {user._id === subject.uid && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {t('table.you')}
                      </Text>
                    )}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>
                <LevelBadge level={user.level} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{programIdsOf(user.roles).length}</Text>
              </Table.Td>
              <Table.Td>
                <StatusSwitch user={user} allowed={mayChangeStatus(subject, user._id)} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  rightSection={<IconChevronRight size={14} />}
                  aria-label={t('table.openNamed', { name: personName(user) })}
                  onClick={() => onOpen(user)}
                >
                  {t('table.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
