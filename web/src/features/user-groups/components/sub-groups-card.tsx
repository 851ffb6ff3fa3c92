import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useUserGroups } from '@/lib/program/get-user-groups';
import { groupName } from '@/lib/program/group-name';
import { useListParams } from '@/lib/use-list-params';
import { groupPath } from '../utils/group-path';

interface SubGroupsCardProps {
  programId: string;
  group: UserGroup;
  onCreate: () => void;
}

export function SubGroupsCard({ programId, group, onCreate }: SubGroupsCardProps) {
  const { t } = useTranslation('userGroups');
  const locale = useLocale();
  const localePath = useLocalePath();
  const params = useListParams('sub_');
  const children = useUserGroups(programId, { ...params.position, parent_id: group._id });

  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('detail.subGroups')}
          </Title>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={onCreate}
          >
            {t('detail.createSubGroup')}
          </Button>
        </Group>
        {children.isPending ? (
          <Skeleton h={48} />
        ) : children.isError ? (
          <QueryError message={t('errors.load')} onRetry={() => void children.refetch()} />
        ) : children.data.userGroups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noSubGroups')}
          </Text>
        ) : (
          <Stack gap={6}>
            {children.data.userGroups.map((child) => (
              <Group key={child._id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={localePath(groupPath(programId, child._id))}>
                  {groupName(child, locale)}
                </Anchor>
                <Badge variant="light" color="gray" tt="none">
                  {t('detail.membersCount', { count: child.members_count })}
                </Badge>
              </Group>
            ))}
            {children.data.pages > 1 && (
              <ListPagination page={children.data} onChange={params.setPage} />
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
