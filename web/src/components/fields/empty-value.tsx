import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a display shows for a field left empty. */
export function EmptyValue() {
  const { t } = useTranslation('fields');
  return (
    <Text span size="sm" c="dimmed" fs="italic">
      {t('empty')}
    </Text>
  );
}
