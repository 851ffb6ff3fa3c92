import { useTranslation } from 'react-i18next';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';
import { ValueText } from './value-text';

/** Yes or No in the reader's language. */
export function BooleanDisplay({ value }: FieldDisplayProps) {
  const { t } = useTranslation('fields');
  if (typeof value !== 'boolean') return <EmptyValue />;
  return <ValueText>{value ? t('yes') : t('no')}</ValueText>;
}
