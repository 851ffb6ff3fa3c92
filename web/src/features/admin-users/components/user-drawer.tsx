import { Avatar, Badge, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import type { Subject } from '@shared/permissions/roles';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { personInitials, personName } from '@/lib/format/person-name';
import { preloadModuleNamespaces } from '@/lib/i18n/load-namespaces';
import { useUserById } from '../api/get-user-by';
import { LevelBadge } from './level-badge';
import { UserAccessForm } from './user-access-form';

// The role fields speak the members' catalogue: it comes with this module, which the users page
// fetches when idle.
preloadModuleNamespaces(['members']);

interface UserDrawerProps {
  userId: string;
  subject: Subject;
  onClose: () => void;
}

/** A user's programs and roles (with program names), their level, and changing both. */
export function UserDrawer({ userId, subject, onClose }: UserDrawerProps) {
  const { t } = useTranslation('adminUsers');
  const user = useUserById(userId);

  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('drawer.title')}>
      {user.isPending ? (
        <PageLoader />
      ) : user.isError ? (
        <QueryError message={t('drawer.loadError')} onRetry={() => void user.refetch()} />
      ) : (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar size={48} radius="xl" color="brand">
              {personInitials(user.data)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="h3">
                {personName(user.data)}
              </Title>
              <Text size="sm" c="dimmed">
                {user.data.email}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            <LevelBadge level={user.data.level} />
            <Badge
              variant="light"
              color={user.data.status === 'ACTIVE' ? 'teal' : 'gray'}
              tt="none"
            >
              {t(`common:status.${user.data.status}`)}
            </Badge>
          </Group>
          <Stack gap={6}>
            <Title order={3} fz="h5">
              {t('drawer.programs')}
            </Title>
            {user.data.programs.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('drawer.noPrograms')}
              </Text>
            ) : (
              user.data.programs.map((program) => (
                <Group key={program._id} gap="xs">
                  <Text size="sm" fw={500}>
                    {program.name}
                  </Text>
                  {program.roles.map((role) => (
                    <Badge key={`${role.role}-${role.collect_id ?? ''}`} variant="light" tt="none">
                      {t(`common:roles.${role.role}`)}
                    </Badge>
                  ))}
                </Group>
              ))
            )}
          </Stack>
          <Divider />
          <UserAccessForm key={user.dataUpdatedAt} user={user.data} subject={subject} />
        </Stack>
      )}
    </Drawer>
  );
}
