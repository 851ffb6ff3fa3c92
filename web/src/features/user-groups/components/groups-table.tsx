import { Anchor, Group, Table, Text } from '@mantine/core';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowAction } from '@/components/row-action';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { groupName } from '@/lib/program/group-name';
import { groupPath } from '../utils/group-path';

interface GroupsTableProps {
  programId: string;
  groups: UserGroup[];
  /** Names of every group, for the parent column. */
  nameOf: (groupId: string) => string | undefined;
  onEdit: (group: UserGroup) => void;
  onDelete: (group: UserGroup) => void;
}

export function GroupsTable({ programId, groups, nameOf, onEdit, onDelete }: GroupsTableProps) {
  const { t } = useTranslation('userGroups');
  const locale = useLocale();
  const localePath = useLocalePath();
  const other = locale === 'en' ? 'fr' : 'en';
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.parent')}</Table.Th>
            <Table.Th ta="right">{t('table.members')}</Table.Th>
            <Table.Th w={96}>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => {
            const name = groupName(group, locale);
            return (
              <Table.Tr key={group._id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={localePath(groupPath(programId, group._id))}
                    fw={600}
                  >
                    {name}
                  </Anchor>
                  {group.name[other] !== name && (
                    <Text size="xs" c="dimmed" lang={other}>
                      {group.name[other]}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {group.parent_id ? (
                    <Anchor
                      component={Link}
                      to={localePath(groupPath(programId, group.parent_id))}
                      size="sm"
                    >
                      {nameOf(group.parent_id) ?? t('table.parentGroup')}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('table.topLevel')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{group.members_count}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      label={t('table.edit')}
                      ariaLabel={t('table.editNamed', { name })}
                      icon={<IconPencil size={18} />}
                      onClick={() => onEdit(group)}
                    />
                    <RowAction
                      label={t('table.delete')}
                      ariaLabel={t('table.deleteNamed', { name })}
                      icon={<IconTrash size={18} />}
                      color="red"
                      onClick={() => onDelete(group)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
