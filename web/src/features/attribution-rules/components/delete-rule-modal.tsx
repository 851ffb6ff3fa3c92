import { Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { AttributionRule } from '@shared/contract/attribution-rule.schema';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { useDeleteAttributionRule } from '../api/delete-attribution-rule';

interface DeleteRuleModalProps {
  rule: AttributionRule;
  /** The rule in words, as the list shows it. */
  sentence: string;
  onClose: () => void;
}

export function DeleteRuleModal({ rule, sentence, onClose }: DeleteRuleModalProps) {
  const { t } = useTranslation('rules');
  const remove = useDeleteAttributionRule();

  async function confirm() {
    await remove.mutateAsync({ collectId: rule.collect_id, ruleId: rule._id });
    notifications.show({ color: 'teal', message: t('delete.done') });
    onClose();
  }

  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      onConfirm={() => void confirm().catch(() => undefined)}
      loading={remove.isPending}
      danger
      error={remove.error ? t(errorMessageKey(remove.error, 'attributionRule')) : null}
    >
      <Text size="sm" fw={500}>
        {t('delete.intro', { rule: sentence })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('delete.consequence')}
      </Text>
    </ConfirmModal>
  );
}
