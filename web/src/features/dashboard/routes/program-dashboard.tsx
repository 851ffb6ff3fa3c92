import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '@shared/permissions/abilities';
import { IconChecklist, IconDatabase, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ProgramAvatar } from '@/components/program-avatar';
import { formatDate } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { usePendingActionsCount } from '@/lib/program/get-pending-actions';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { useProgramContext } from '@/lib/program/use-program-context';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { CollectsOverview } from '../components/collects-overview';
import { StatCard } from '../components/stat-card';

export default function ProgramDashboardPage() {
  const { t } = useTranslation('dashboard');
  const intlLocale = useIntlLocale();
  const user = useCurrentUser();
  const { program, subject, role } = useProgramContext();
  const programId = program?._id ?? '';
  const seesActions = can(subject, 'SEE_EXPECTED_ACTIONS', programId);
  const collects = useProgramCollects(programId);
  const pending = usePendingActionsCount(programId, seesActions);
  if (!program) return null;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="md" wrap="nowrap">
          <ProgramAvatar program={program} size={56} />
          <div>
            <Text c="dimmed" size="sm">
              {t('greeting', { name: user.first_name || user.email })}
            </Text>
            <Title order={1} fz={28}>
              {program.name}
            </Title>
          </div>
        </Group>
        <Group gap="xs">
          {role && (
            <Badge variant="light" size="lg" tt="none">
              {t(`common:roles.${role}`)}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {formatDate(new Date(), intlLocale)}
          </Text>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <StatCard
          label={t('stats.collects')}
          query={{ ...collects, data: collects.data?.length }}
          icon={<IconDatabase size={22} />}
          color="brand"
        />
        {seesActions && (
          <StatCard
            label={t('stats.pendingActions')}
            query={pending}
            icon={<IconChecklist size={22} />}
            color="orange"
          />
        )}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('collects.title')}
        </Title>
        <CollectsOverview programId={programId} query={collects} />
      </Stack>

      <Card>
        <EmptyState
          order={3}
          icon={<IconSparkles size={28} />}
          title={t('reports.title')}
          description={t('reports.comingSoon')}
        />
      </Card>
    </Stack>
  );
}
