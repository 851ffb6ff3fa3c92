import { List, Text, TextInput } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Collect } from '@shared/contract/collect.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useDeleteCollect } from '../api/delete-collect';
import { collectsPath } from '../utils/collect-paths';

const DELETED_WITH_IT = ['records', 'rules', 'files'] as const;

interface DeleteCollectModalProps {
  collect: Collect;
  onClose: () => void;
}

/** Deleting cannot be undone: the modal says what goes with the collect and wants its title typed. */
export function DeleteCollectModal({ collect, onClose }: DeleteCollectModalProps) {
  const { t } = useTranslation('collects');
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const remove = useDeleteCollect(collect.program_id);
  const title = collectTitle(collect, locale);
  const matches = typed.trim() === title.trim();

  async function confirm() {
    await remove.mutateAsync(collect._id);
    notifications.show({ color: 'teal', message: t('delete.done', { title }) });
    await navigate(localePath(collectsPath(collect.program_id)), { replace: true });
  }

  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t('delete.title', { title })}
      confirmLabel={t('delete.confirm')}
      onConfirm={() => void confirm().catch(() => undefined)}
      loading={remove.isPending}
      canConfirm={matches}
      danger
      error={remove.error ? t(errorMessageKey(remove.error, 'collect')) : null}
    >
      <Text size="sm">{t('delete.intro', { title })}</Text>
      <List size="sm" spacing={4}>
        {DELETED_WITH_IT.map((item) => (
          <List.Item key={item}>{t(`delete.items.${item}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" fw={600} c="red">
        {t('delete.irreversible')}
      </Text>
      <TextInput
        label={t('delete.typeTitle', { title })}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
    </ConfirmModal>
  );
}
