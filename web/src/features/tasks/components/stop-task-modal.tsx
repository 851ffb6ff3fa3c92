import { Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Task } from '@shared/contract/task.schema';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useDeleteTask } from '../api/delete-task';
import { isUnfinished } from '../utils/task-status';

interface StopTaskModalProps {
  task: Task;
  /** The task in words, as the row names it. */
  name: string;
  onClose: () => void;
}

/** Cancels a running task or deletes a finished one, once confirmed. */
export function StopTaskModal({ task, name, onClose }: StopTaskModalProps) {
  const { t } = useTranslation('tasks');
  const stop = useDeleteTask();
  const dialog = isUnfinished(task.status) ? 'cancelDialog' : 'deleteDialog';

  async function confirm() {
    const answer = await stop.mutateAsync({ programId: task.program_id, taskId: task._id });
    const done = answer.outcome === 'CANCELLED' ? 'cancelDialog.done' : 'deleteDialog.done';
    notifications.show({ color: 'teal', message: t(done) });
    onClose();
  }

  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t(`${dialog}.title`)}
      confirmLabel={t(`${dialog}.confirm`)}
      onConfirm={() => void confirm().catch(() => undefined)}
      loading={stop.isPending}
      danger
      error={stop.error ? t('actionError') : null}
    >
      <Text size="sm" fw={500}>
        {t(`${dialog}.intro`, { task: name })}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`${dialog}.consequence`)}
      </Text>
    </ConfirmModal>
  );
}
