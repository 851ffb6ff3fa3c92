import { Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Member } from '@shared/contract/member.schema';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { personName } from '@/lib/format/person-name';
import { useRemoveMember } from '../api/remove-member';

interface RemoveMemberModalProps {
  programId: string;
  programName: string;
  member: Member;
  onClose: () => void;
}

export function RemoveMemberModal({
  programId,
  programName,
  member,
  onClose,
}: RemoveMemberModalProps) {
  const { t } = useTranslation('members');
  const remove = useRemoveMember();
  const name = personName(member);

  async function confirm() {
    await remove.mutateAsync({ programId, userId: member.user_id });
    notifications.show({ color: 'teal', message: t('remove.done', { name }) });
    onClose();
  }

  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t('remove.title', { name })}
      confirmLabel={t('remove.confirm')}
      onConfirm={() => void confirm().catch(() => undefined)}
      loading={remove.isPending}
      danger
      error={remove.error ? t(errorMessageKey(remove.error, 'member')) : null}
    >
      <Text size="sm">
        {t('remove.intro', { name, email: member.email, program: programName })}
      </Text>
    </ConfirmModal>
  );
}
