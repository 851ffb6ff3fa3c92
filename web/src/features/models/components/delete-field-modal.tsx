import { Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { ModelField } from '@shared/contract/model.schema';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useLocale } from '@/lib/i18n/use-locale';
import { useDeleteField } from '../api/delete-field';
import { modelErrorMessage } from '../utils/model-error';

interface DeleteFieldModalProps {
  field: ModelField;
  onClose: () => void;
}

/** Refused while collects use the model: the error names them. */
export function DeleteFieldModal({ field, onClose }: DeleteFieldModalProps) {
  const { t } = useTranslation('models');
  const label = field.label[useLocale()] || field.label.en;
  const remove = useDeleteField();

  const confirm = () =>
    remove.mutate(
      { modelId: field.model_id, fieldId: field._id },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('fieldList.deleted', { label }) });
          onClose();
        },
      },
    );

  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t('fieldList.deleteTitle', { label })}
      confirmLabel={t('fieldList.deleteConfirm')}
      onConfirm={confirm}
      loading={remove.isPending}
      danger
      error={remove.error && modelErrorMessage(remove.error, t)}
    >
      <Text size="sm">{t('fieldList.deleteText')}</Text>
    </ConfirmModal>
  );
}
