import { Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { managesActions } from '@shared/permissions/expected-actions';
import { seesProgramTotals } from '@shared/permissions/program-content';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgramAvatar } from '@/components/program-avatar';
import { ReportSummary } from '@/components/report/report-summary';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';
import { usePendingActionsCount } from '@/lib/expected-actions/pending-actions-count';
import { formatDate } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { useProgramContext } from '@/lib/program/use-program-context';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { useProgramFigures } from '../api/get-program-figures';
import { CollectsOverview } from '../components/collects-overview';
import { KeyFigures } from '../components/key-figures';

// The milestones and the expected actions come below the first screen: their code, calls and
// words (about 6 KB gzipped) come when the browser is idle (issue 15's budget).
const followUpCards = deferredModule(() =>
  import('../components/follow-up-cards').then((module) => module.FollowUpCards),
);

/**
 * Where a program stands (issue 14): its key figures, its report's first graphics, its
 * milestones and the expected actions still to do, each as the reader's role may see them
 * (SPEC §6; the api answers only what they may read).
 */
export default function ProgramDashboardPage() {
  const { t } = useTranslation('dashboard');
  const intlLocale = useIntlLocale();
  const user = useCurrentUser();
  const { program, subject, role } = useProgramContext();
  const FollowUpCards = useDeferredModule(followUpCards);
  if (!program) return null;
  const programId = program._id;
  const manages = managesActions(subject, programId);

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

      <ProgramKeyFigures
        programId={programId}
        expectsPeople={seesProgramTotals(subject, programId)}
      />

      <ReportSummary programId={programId} limit={4} />

      {FollowUpCards ? (
        <Suspense fallback={<FollowUpPlaceholder />}>
          {/* eslint-disable-next-line react-hooks/static-components -- a module's export, set once: the same component on every render, never remounted */}
          <FollowUpCards programId={programId} subject={subject} manages={manages} />
        </Suspense>
      ) : (
        <FollowUpPlaceholder />
      )}

      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('collects.title')}
        </Title>
        <ProgramCollects programId={programId} />
      </Stack>
    </Stack>
  );
}

// Each section asks for its own data, so that an answer arriving re-renders that section and
// not the whole page (issue 15: on a slow phone, every re-render of the page is a long task).

const ProgramKeyFigures = memo(function ProgramKeyFigures(props: {
  programId: string;
  expectsPeople: boolean;
}) {
  const figures = useProgramFigures(props.programId);
  const pending = usePendingActionsCount(props.programId);
  return <KeyFigures figures={figures} expectsPeople={props.expectsPeople} pending={pending} />;
});

/** Where the milestones and actions cards go, the height of a short one, until they come. */
function FollowUpPlaceholder() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Skeleton h={240} radius="md" />
      <Skeleton h={240} radius="md" />
    </SimpleGrid>
  );
}

const ProgramCollects = memo(function ProgramCollects({ programId }: { programId: string }) {
  const collects = useProgramCollects(programId);
  return <CollectsOverview programId={programId} query={collects} />;
});
