import { Badge, Group, Stack, Text } from '@mantine/core';
import type { User } from '@shared/contract/user.schema';
import { useTranslation } from 'react-i18next';
import { usePrograms } from '@/lib/session/get-programs';

/** Where the user stands: super administrator, or their roles program by program. */
export function ProfileRoles({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const programs = usePrograms();
  const nameOf = (programId: string) =>
    programs.find((program) => program._id === programId)?.name ?? t('roles.unknownProgram');

  if (user.level === 'SUPER_ADMIN') {
    return (
      <Badge size="lg" variant="light">
        {t('common:roles.SUPER_ADMIN')}
      </Badge>
    );
  }
  if (user.roles.length === 0) return <Text c="dimmed">{t('roles.none')}</Text>;
  return (
    <Stack gap="xs">
      {user.roles.map((role) => (
        <Group key={`${role.program_id}-${role.role}-${role.collect_id ?? ''}`} gap="sm">
          <Text fw={500}>{nameOf(role.program_id)}</Text>
          <Badge variant="light">{t(`common:roles.${role.role}`)}</Badge>
        </Group>
      ))}
    </Stack>
  );
}
