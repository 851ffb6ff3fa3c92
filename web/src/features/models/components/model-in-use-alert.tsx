import { Alert, Text } from '@mantine/core';
import type { Model } from '@shared/contract/model.schema';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Says which collects are built on the model and what that locks; nothing when none is. */
export function ModelInUseAlert({ model }: { model: Model }) {
  const { t } = useTranslation('models');
  if (model.used_by_count === 0) return null;
  const names = model.used_by.map((use) => use.title);
  const more = model.used_by_count - names.length;
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} />}>
      <Text size="sm" fw={600}>
        {t('model.inUse', {
          count: model.used_by_count,
          collects: more > 0 ? `${names.join(', ')}, …` : names.join(', '),
        })}
      </Text>
      <Text size="sm">{t('model.inUseHint')}</Text>
    </Alert>
  );
}
