import { Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Model } from '@shared/contract/model.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useDeleteModel } from '../api/delete-model';
import { modelErrorMessage } from '../utils/model-error';
import { MODELS_PATH } from '../utils/model-paths';

interface DeleteModelModalProps {
  model: Model;
  opened: boolean;
  onClose: () => void;
}

/** Refused while collects use the model: the error names them. */
export function DeleteModelModal({ model, opened, onClose }: DeleteModelModalProps) {
  const { t } = useTranslation('models');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const remove = useDeleteModel();

  const confirm = () =>
    remove.mutate(model._id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('model.deleted', { title: model.title }) });
        void navigate(localePath(MODELS_PATH));
      },
    });

  return (
    <ConfirmModal
      opened={opened}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={t('model.deleteTitle', { title: model.title })}
      confirmLabel={t('model.deleteConfirm')}
      onConfirm={confirm}
      loading={remove.isPending}
      danger
      error={remove.error && modelErrorMessage(remove.error, t)}
    >
      <Text size="sm">{t('model.deleteText')}</Text>
    </ConfirmModal>
  );
}
