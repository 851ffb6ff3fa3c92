import { Anchor, Card, Stack, Title } from '@mantine/core';
import { canCreateOrDeleteProgram } from '@shared/permissions/people';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useSubject } from '@/lib/session/subject';
import { useProgram } from '../api/get-program';
import { DangerZone } from '../components/danger-zone';
import { ProgramSettingsForm } from '../components/program-settings-form';

export default function ProgramSettingsPage() {
  const { t } = useTranslation('programs');
  const localePath = useLocalePath();
  const programId = useRouteProgramId();
  const subject = useSubject();
  const program = useProgram(programId);

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title={t('settings.title')}
        description={t('settings.subtitle')}
        actions={
          <Anchor component={Link} to={localePath(`/${encodeURIComponent(programId)}/about`)}>
            {t('about.link')}
          </Anchor>
        }
      />
      {program.isPending ? (
        <PageLoader />
      ) : program.isError ? (
        <QueryError message={t('settings.errors.load')} onRetry={() => void program.refetch()} />
      ) : (
        <>
          <Card padding="xl">
            <Title order={2} fz="h4" mb="md">
              {t('settings.general')}
            </Title>
            {/* Remount when another program opens, so that the form starts from its values. */}
            <ProgramSettingsForm key={program.data._id} program={program.data} />
          </Card>
          {canCreateOrDeleteProgram(subject) && <DangerZone program={program.data} />}
        </>
      )}
    </Stack>
  );
}
