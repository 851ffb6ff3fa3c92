import { Button, Card, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { canMarkActionDone, managesActions } from '@shared/permissions/expected-actions';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ActionList } from '@/components/expected-actions/action-list';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { useActions, type ActionsState } from '@/lib/expected-actions/get-actions';
import { useProgramContext } from '@/lib/program/use-program-context';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';

// The form (react-hook-form, its pickers) comes when the page is idle, for those who may use it.
const CreateActionModal = lazyDialog(
  async () => (await import('../components/create-action-modal')).CreateActionModal,
);

/** SPEC §2 `expected_actions`: the reader's actions to do and done; managers ask for more. */
export default function ExpectedActionsPage() {
  const { t } = useTranslation('actions');
  const { program, subject } = useProgramContext();
  const programId = program?._id ?? '';
  const manages = managesActions(subject, programId);
  const [state, setState] = useState<ActionsState>('pending');
  const [creating, setCreating] = useState(false);
  useIdlePrefetch(CreateActionModal.preload, { enabled: manages });
  const actions = useActions(programId, state, Boolean(program));
  if (!program) return null;

  const empty =
    state === 'pending'
      ? { title: t('emptyPendingTitle'), description: t('emptyPending') }
      : { title: t('emptyDoneTitle'), description: t('emptyDone') };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={manages ? t('subtitleManager') : t('subtitle')}
        actions={
          manages && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('create.button')}
            </Button>
          )
        }
      />
      <SegmentedControl
        aria-label={t('listLabel')}
        data={[
          { value: 'pending', label: t('tabs.pending') },
          { value: 'done', label: t('tabs.done') },
        ]}
        value={state}
        onChange={(value) => setState(value === 'done' ? 'done' : 'pending')}
        w="fit-content"
      />
      {actions.isError && !actions.data ? (
        <QueryError message={t('loadError')} onRetry={() => void actions.refetch()} />
      ) : !actions.data ? (
        <Stack gap="sm">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={72} radius="md" />
          ))}
        </Stack>
      ) : actions.data.length === 0 ? (
        <Card>
          <EmptyState order={2} icon={<IconChecklist size={28} />} {...empty} />
        </Card>
      ) : (
        <ActionList
          programId={programId}
          actions={actions.data}
          canMark={(action) => canMarkActionDone(action, subject, programId)}
          showAssignee={manages}
        />
      )}
      {creating && <CreateActionModal programId={programId} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
