import { Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Reminder } from '@shared/contract/reminder.schema';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useDeleteReminder } from '../api/delete-reminder';

interface DeleteReminderModalProps {
  programId: string;
  reminder: Reminder;
  onClose: () => void;
}

export function DeleteReminderModal({ programId, reminder, onClose }: DeleteReminderModalProps) {
  const { t } = useTranslation('reminders');
  const remove = useDeleteReminder();
  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t('deleteDialog.title')}
      confirmLabel={t('deleteDialog.confirm')}
      danger
      loading={remove.isPending}
      error={remove.isError ? t('deleteDialog.failed') : null}
      onConfirm={() =>
        remove.mutate(
          { programId, reminderId: reminder._id },
          {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('deleteDialog.done') });
              onClose();
            },
          },
        )
      }
    >
      <Text>{t('deleteDialog.body', { subject: reminder.subject })}</Text>
    </ConfirmModal>
  );
}
