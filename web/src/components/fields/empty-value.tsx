import { useTranslation } from 'react-i18next';
import { EmptyText } from './value-text';

/** What a display shows for a field left empty. */
export function EmptyValue() {
  const { t } = useTranslation('fields');
  return <EmptyText>{t('empty')}</EmptyText>;
}
