import { List, Text, TextInput } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Program } from '@shared/contract/program.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useDeleteProgram } from '../api/delete-program';
import { useLeaveDeletedProgram } from '../utils/use-leave-deleted-program';

const DELETED_WITH_IT = ['collects', 'records', 'reports', 'roles', 'invitations', 'groups'];

interface DeleteProgramModalProps {
  program: Program;
  opened: boolean;
  onClose: () => void;
}

/** Deleting cannot be undone: the modal names the program and wants its name typed. */
export function DeleteProgramModal({ program, opened, onClose }: DeleteProgramModalProps) {
  const { t } = useTranslation('programs');
  const [typed, setTyped] = useState('');
  const remove = useDeleteProgram();
  const leave = useLeaveDeletedProgram();
  const matches = typed.trim() === program.name.trim();

  function close() {
    setTyped('');
    remove.reset();
    onClose();
  }

  async function confirm() {
    const { deleted } = await remove.mutateAsync(program._id);
    notifications.show({
      color: 'teal',
      title: t('delete.done', { name: program.name }),
      message: t('delete.summary', {
        members: deleted.members,
        invitations: deleted.invitations,
        documents: deleted.documents,
      }),
    });
    await leave(program._id);
  }

  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t('delete.title', { name: program.name })}
      confirmLabel={t('delete.confirm')}
      onConfirm={() => void confirm().catch(() => undefined)}
      loading={remove.isPending}
      canConfirm={matches}
      danger
      error={remove.isError ? t('delete.error') : null}
    >
      <Text size="sm">{t('delete.intro', { name: program.name })}</Text>
      <List size="sm" spacing={4}>
        {DELETED_WITH_IT.map((item) => (
          <List.Item key={item}>{t(`delete.items.${item}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" fw={600} c="red">
        {t('delete.irreversible')}
      </Text>
      <TextInput
        label={t('delete.typeName', { name: program.name })}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
    </ConfirmModal>
  );
}
