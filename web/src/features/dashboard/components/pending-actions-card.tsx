import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { canMarkActionDone } from '@shared/permissions/expected-actions';
import type { Subject } from '@shared/permissions/roles';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ActionList } from '@/components/expected-actions/action-list';
import { QueryError } from '@/components/query-error';
import { useActions } from '@/lib/expected-actions/get-actions';
import { useLocalePath } from '@/lib/i18n/use-locale';

/** How many pending actions the dashboard lists before pointing to the full screen. */
const SHOWN = 5;

interface PendingActionsCardProps {
  programId: string;
  subject: Subject;
  /** Managers read whom each action is for. */
  showAssignee: boolean;
}

/** The program's pending expected actions for the reader, each with its "mark as done". */
export function PendingActionsCard({ programId, subject, showAssignee }: PendingActionsCardProps) {
  const { t } = useTranslation('actions');
  const localePath = useLocalePath();
  const pending = useActions(programId, 'pending');
  const actions = pending.data ?? [];
  const rest = actions.length - SHOWN;

  return (
    <Card padding="lg" component="section" aria-labelledby="pending-actions-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h3" id="pending-actions-title">
            {t('dashboard.title')}
          </Title>
          <Anchor
            component={Link}
            to={localePath(`/${encodeURIComponent(programId)}/expected_actions`)}
            size="sm"
          >
            {t('dashboard.seeAll')}
          </Anchor>
        </Group>
        {pending.isError && !pending.data ? (
          <QueryError message={t('loadError')} onRetry={() => void pending.refetch()} />
        ) : !pending.data ? (
          <Stack gap="sm">
            {[0, 1].map((index) => (
              <Skeleton key={index} h={64} radius="md" />
            ))}
          </Stack>
        ) : actions.length === 0 ? (
          <EmptyState
            order={3}
            icon={<IconChecklist size={28} />}
            title={t('emptyPendingTitle')}
            description={t('emptyPending')}
          />
        ) : (
          <>
            <ActionList
              programId={programId}
              actions={actions.slice(0, SHOWN)}
              canMark={(action) => canMarkActionDone(action, subject, programId)}
              showAssignee={showAssignee}
            />
            {rest > 0 && (
              <Text size="sm" c="dimmed">
                {t('dashboard.more', { count: rest })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
