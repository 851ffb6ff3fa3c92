import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { canEditProgram } from '@shared/permissions/people';
import { displayedRole } from '@shared/permissions/roles';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { ProgramAvatar } from '@/components/program-avatar';
import { QueryError } from '@/components/query-error';
import { formatDate } from '@/lib/format/formatters';
import { useIntlLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useSubject } from '@/lib/session/subject';
import { useProgram } from '../api/get-program';
import { AboutStats } from '../components/about-stats';

/** What a program is, for everyone in it: name, logo, description, counts and one's role. */
export default function ProgramAboutPage() {
  const { t } = useTranslation('programs');
  const intlLocale = useIntlLocale();
  const localePath = useLocalePath();
  const programId = useRouteProgramId();
  const subject = useSubject();
  const program = useProgram(programId);
  const role = displayedRole(subject, programId);

  if (program.isPending) return <PageLoader />;
  if (program.isError) {
    return <QueryError message={t('about.loadError')} onRetry={() => void program.refetch()} />;
  }
  const { data } = program;
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        leading={<ProgramAvatar program={data} size={72} />}
        title={data.name}
        description={t('about.created', { date: formatDate(data.created_at, intlLocale) })}
        actions={
          canEditProgram(subject, programId) && (
            <Button
              component={Link}
              to={localePath(`/${encodeURIComponent(programId)}/settings`)}
              variant="light"
              leftSection={<IconSettings size={16} />}
            >
              {t('about.editSettings')}
            </Button>
          )
        }
      />
      <Card padding="xl">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('about.description')}
          </Title>
          {data.description ? (
            <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
          ) : (
            <Text c="dimmed">{t('about.noDescription')}</Text>
          )}
        </Stack>
      </Card>
      <AboutStats programId={programId} subject={subject} />
      <Card padding="lg">
        <Group gap="sm">
          <Text fw={500}>{t('about.yourRole')}</Text>
          {role ? (
            <Badge variant="light" size="lg" tt="none">
              {t(`common:roles.${role}`)}
            </Badge>
          ) : (
            <Text c="dimmed">—</Text>
          )}
        </Group>
      </Card>
    </Stack>
  );
}
