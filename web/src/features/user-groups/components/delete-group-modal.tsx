import { Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { useLocale } from '@/lib/i18n/use-locale';
import { groupName } from '@/lib/program/group-name';
import { useDeleteUserGroup } from '../api/delete-user-group';

interface DeleteGroupModalProps {
  programId: string;
  group: UserGroup;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteGroupModal({ programId, group, onClose, onDeleted }: DeleteGroupModalProps) {
  const { t } = useTranslation('userGroups');
  const locale = useLocale();
  const remove = useDeleteUserGroup();
  const name = groupName(group, locale);

  async function confirm() {
    const { reparented_children: moved } = await remove.mutateAsync({
      programId,
      groupId: group._id,
    });
    notifications.show({ color: 'teal', message: t('delete.done', { name, count: moved }) });
    onClose();
    onDeleted?.();
  }

  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t('delete.title', { name })}
      confirmLabel={t('delete.confirm')}
      onConfirm={() => void confirm().catch(() => undefined)}
      loading={remove.isPending}
      danger
      error={remove.error ? t(errorMessageKey(remove.error, 'group')) : null}
    >
      <Text size="sm">{t('delete.intro', { name, count: group.members_count })}</Text>
      <Text size="sm" c="dimmed">
        {t('delete.children')}
      </Text>
    </ConfirmModal>
  );
}
