import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/components/multi-select';
import type { FieldInputProps } from './field-props';
import { asList, optionData, wrapperProps } from './field-text';

/** MULTI_SELECT: several options, stored as a STRING_ARRAY of option values. */
export function MultiSelectFieldInput(props: FieldInputProps) {
  const { t } = useTranslation('fields');
  const { field, value, onChange, onBlur, locale } = props;
  const chosen = asList(value);
  return (
    <MultiSelect
      {...wrapperProps(props)}
      data={optionData(field, locale)}
      value={chosen}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={chosen.length === 0 ? t('select.placeholder') : undefined}
      nothingFoundMessage={t('select.nothingFound')}
      clearable
      searchable
    />
  );
}
