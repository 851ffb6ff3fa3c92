import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';

/** Yes or No in the reader's language. */
export function BooleanDisplay({ value }: FieldDisplayProps) {
  const { t } = useTranslation('fields');
  if (typeof value !== 'boolean') return <EmptyValue />;
  return (
    <Text span size="sm">
      {value ? t('yes') : t('no')}
    </Text>
  );
}
