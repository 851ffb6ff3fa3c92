// Loaded once a rule is limited to matching records (condition-editor.tsx), not with the form.
import { SimpleGrid, Stack } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import type { Locale } from '@shared/contract/locale.schema';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { fieldLabel } from '@/components/fields/field-text';
import { canHoldCondition, MAX_VALUES, operatorWording } from '../utils/condition-fields';
import type { RuleFormState } from '../utils/rule-form-values';
import { ConditionValuesInput } from './condition-values-input';

export interface ConditionEditorProps {
  form: RuleFormState;
  fields: readonly RecordField[];
  locale: Locale;
  /** The message of a form field, already translated (none when it is fine). */
  errorText: (name: 'field' | 'operator' | 'values') => string | undefined;
}

/** "<field> <is one of | is none of> <values>": the condition of a rule on matching records. */
export function ConditionDetails({ form, fields, locale, errorText }: ConditionEditorProps) {
  const { t } = useTranslation('rules');
  const { field: variable, operator, values } = form.values;
  const field = fields.find((candidate) => candidate.variable === variable);
  const choices = fields
    .filter(canHoldCondition)
    .map((candidate) => ({ value: candidate.variable, label: fieldLabel(candidate, locale) }));

  return (
    <Stack gap="sm" pl="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('form.field')}
          placeholder={t('form.fieldPlaceholder')}
          data={choices}
          value={variable || null}
          // The values of another field mean nothing here.
          onChange={(next) => form.patch({ field: next ?? '', values: [] })}
          searchable
          withAsterisk
          error={errorText('field')}
        />
        <Select
          label={t('form.operator')}
          data={(['IN', 'NOT_IN'] as const).map((value) => ({
            value,
            label: t(`form.operator${operatorWording(field, value)}`),
          }))}
          value={operator}
          onChange={(next) => form.set('operator', next === 'NOT_IN' ? 'NOT_IN' : 'IN')}
          allowDeselect={false}
          error={errorText('operator')}
        />
      </SimpleGrid>
      {field && (
        <ConditionValuesInput
          field={field}
          values={values}
          onChange={(next) => form.set('values', next)}
          error={errorText('values')}
          description={t('form.valuesHint', { max: MAX_VALUES[operator] })}
          locale={locale}
        />
      )}
    </Stack>
  );
}
