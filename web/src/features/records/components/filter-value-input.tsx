import { NativeSelect, NumberInput, Switch, TagsInput, TextInput } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import type { Locale } from '@shared/contract/locale.schema';
import {
  LIST_OPERATORS,
  VALUELESS_OPERATORS,
  type FilterScalar,
  type RecordFilter,
  type RecordFilterOperator,
} from '@shared/contract/record-query.schema';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/components/multi-select';
import { fromOptionValue, optionData, toOptionValue } from '@/components/fields/field-text';

export type FilterValue = RecordFilter['value'];

interface FilterValueInputProps {
  field: RecordField;
  op: RecordFilterOperator;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  locale: Locale;
}

function asScalars(value: FilterValue): FilterScalar[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Numbers typed as tags: what does not read as a number is left out. */
function readNumbers(texts: string[]): number[] {
  return texts.map((text) => Number(text.replace(',', '.'))).filter(Number.isFinite);
}

/**
 * The value of a filter, in the input that fits its field: the field's options for selects,
 * a number input, a date or time input, yes / no; several values (tags, a multi-select) for
 * "is one of" and its kin; nothing for "is empty".
 */
export function FilterValueInput({ field, op, value, onChange, locale }: FilterValueInputProps) {
  const { t } = useTranslation('records');
  const label = t('filters.value');
  if (VALUELESS_OPERATORS.has(op)) return null;
  const list = LIST_OPERATORS.has(op);
  const scalars = asScalars(value);

  if (field.datatype === 'BOOLEAN') {
    return (
      <Switch
        label={`${label}: ${t(value === true ? 'filters.yes' : 'filters.no')}`}
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        mt="lg"
      />
    );
  }

  if (field.options.length > 0) {
    const data = optionData(field, locale);
    const toValue = (option: string) => fromOptionValue(field, option) ?? option;
    if (list) {
      return (
        <MultiSelect
          label={label}
          data={data}
          value={scalars.flatMap((item) => toOptionValue(field, String(item)) ?? [])}
          onChange={(chosen) => onChange(chosen.map(toValue))}
          comboboxProps={{ withinPortal: false, keepMounted: false }}
          searchable
        />
      );
    }
    const current = scalars[0];
    return (
      <NativeSelect
        label={label}
        data={[{ value: '', label: t('filters.choose') }, ...data]}
        value={
          current === undefined ? '' : (toOptionValue(field, current as string | number) ?? '')
        }
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onChange(chosen === '' ? undefined : toValue(chosen));
        }}
      />
    );
  }

  if (list) {
    const numeric = field.datatype === 'NUMBER';
    return (
      <TagsInput
        label={label}
        description={t('filters.tagsHint')}
        value={scalars.map(String)}
        onChange={(texts) => onChange(numeric ? readNumbers(texts) : texts)}
        comboboxProps={{ withinPortal: false, keepMounted: false }}
      />
    );
  }

  if (field.datatype === 'NUMBER') {
    return (
      <NumberInput
        label={label}
        value={typeof value === 'number' ? value : ''}
        onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
        decimalSeparator={locale === 'fr' ? ',' : '.'}
        hideControls
      />
    );
  }

  // The browser's own date and time inputs give `YYYY-MM-DD` and `HH:MM`, what the api compares.
  const type =
    field.input_method === 'DATE_PICKER'
      ? 'date'
      : field.input_method === 'TIME_PICKER'
        ? 'time'
        : 'text';
  return (
    <TextInput
      label={label}
      type={type}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
    />
  );
}

/** What a new filter starts with: a yes / no switch starts at "no", the rest empty. */
export function startingFilterValue(field: RecordField, op: RecordFilterOperator): FilterValue {
  return field.datatype === 'BOOLEAN' && !VALUELESS_OPERATORS.has(op) ? false : undefined;
}

/** Whether a filter has the value its operator needs. */
export function hasFilterValue(op: RecordFilterOperator, value: FilterValue): boolean {
  if (VALUELESS_OPERATORS.has(op)) return true;
  if (LIST_OPERATORS.has(op)) return Array.isArray(value) && value.length > 0;
  return value !== undefined && value !== '' && !Array.isArray(value);
}
