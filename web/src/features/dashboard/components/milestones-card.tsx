import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Milestone } from '@shared/contract/milestone.schema';
import { IconFlag, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/lib/i18n/use-locale';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useDeleteMilestone } from '../api/delete-milestone';
import { useMilestones } from '../api/get-milestones';
import { useSaveMilestone } from '../api/save-milestone';
import { MilestonesTimeline, type MilestoneActions } from './milestones-timeline';

// The form (react-hook-form, its resolver, the date picker) is no part of the dashboard's first
// load (issue 15's budget): it is fetched once the browser is idle, for a manager only.
const MilestoneFormModal = lazyDialog(
  async () => (await import('./milestone-form-modal')).MilestoneFormModal,
);

type Editing = { kind: 'form'; milestone?: Milestone } | { kind: 'delete'; milestone: Milestone };

/** The dashboard's milestones: a timeline everyone reads, which managers add to and change. */
export function MilestonesCard({
  programId,
  canManage,
}: {
  programId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('milestones');
  const locale = useLocale();
  const milestones = useMilestones(programId, locale);
  const save = useSaveMilestone();
  const remove = useDeleteMilestone();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  useIdlePrefetch(MilestoneFormModal.preload, { enabled: canManage });

  const actions: MilestoneActions = {
    onEdit: (milestone) => setEditing({ kind: 'form', milestone }),
    onDelete: (milestone) => setEditing({ kind: 'delete', milestone }),
    onToggle: (milestone) =>
      save.mutate(
        {
          programId,
          locale,
          milestoneId: milestone._id,
          request: { completed: !milestone.completed },
        },
        {
          onSuccess: (saved) =>
            notifications.show({
              color: 'teal',
              message: t(saved.completed ? 'completed' : 'reopened', { title: saved.title }),
            }),
          onError: () => notifications.show({ color: 'red', message: t('changeError') }),
        },
      ),
  };

  const onConfirmDelete = (milestone: Milestone) =>
    remove.mutate(
      { programId, milestoneId: milestone._id },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('deleted', { title: milestone.title }) });
          close();
        },
      },
    );

  return (
    <Card padding="lg" component="section" aria-labelledby="milestones-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h3" id="milestones-title">
            {t('title')}
          </Title>
          {canManage && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ kind: 'form' })}
            >
              {t('add')}
            </Button>
          )}
        </Group>
        {milestones.isError && !milestones.data ? (
          <QueryError message={t('loadError')} onRetry={() => void milestones.refetch()} />
        ) : !milestones.data ? (
          <Stack gap="sm">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={40} />
            ))}
          </Stack>
        ) : milestones.data.length === 0 ? (
          <EmptyState
            order={3}
            icon={<IconFlag size={28} />}
            title={t('emptyTitle')}
            description={canManage ? t('emptyManager') : t('empty')}
          />
        ) : (
          <MilestonesTimeline
            milestones={milestones.data}
            actions={canManage ? actions : undefined}
          />
        )}
      </Stack>
      {editing?.kind === 'form' && (
        <MilestoneFormModal programId={programId} milestone={editing.milestone} onClose={close} />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmModal
          opened
          onClose={close}
          title={t('deleteTitle')}
          confirmLabel={t('delete')}
          danger
          loading={remove.isPending}
          error={remove.error ? t('changeError') : null}
          onConfirm={() => onConfirmDelete(editing.milestone)}
        >
          <Text>{t('deleteMessage', { title: editing.milestone.title })}</Text>
        </ConfirmModal>
      )}
    </Card>
  );
}
