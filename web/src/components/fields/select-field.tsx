import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import type { FieldInputProps } from './field-props';
import { fromOptionValue, isRequired, optionData, toOptionValue, wrapperProps } from './field-text';

/** SIMPLE_SELECT: one option, searchable; a NUMBER select gives the option's number. */
export function SelectFieldInput(props: FieldInputProps) {
  const { t } = useTranslation('fields');
  const { field, value, onChange, onBlur, locale } = props;
  return (
    <Select
      {...wrapperProps(props)}
      data={optionData(field, locale)}
      value={toOptionValue(field, value)}
      onChange={(next) => onChange(fromOptionValue(field, next))}
      onBlur={onBlur}
      placeholder={t('select.placeholder')}
      nothingFoundMessage={t('select.nothingFound')}
      clearable={!isRequired(field)}
      searchable
    />
  );
}
