import { Radio, SimpleGrid, Stack } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import type { Locale } from '@shared/contract/locale.schema';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { fieldLabel } from '@/components/fields/field-text';
import { canHoldCondition, MAX_VALUES, operatorWording } from '../utils/condition-fields';
import type { RuleFormInput, RuleRequest } from '../utils/rule-form-values';
import { ConditionValuesInput } from './condition-values-input';

interface ConditionEditorProps {
  control: Control<RuleFormInput, unknown, RuleRequest>;
  setValue: UseFormSetValue<RuleFormInput>;
  fields: readonly RecordField[];
  locale: Locale;
  /** The message of a form field, already translated (none when it is fine). */
  errorText: (name: 'field' | 'operator' | 'values') => string | undefined;
}

/** "All records", or "only records where <field> <is one of | is none of> <values>". */
export function ConditionEditor({
  control,
  setValue,
  fields,
  locale,
  errorText,
}: ConditionEditorProps) {
  const { t } = useTranslation('rules');
  const [scope, variable, operator] = useWatch({
    control,
    name: ['scope', 'field', 'operator'],
  });
  const field = fields.find((candidate) => candidate.variable === variable);
  const choices = fields
    .filter(canHoldCondition)
    .map((candidate) => ({ value: candidate.variable, label: fieldLabel(candidate, locale) }));

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="scope"
        render={({ field: input }) => (
          <Radio.Group label={t('form.scope')} value={input.value} onChange={input.onChange}>
            <Stack gap="xs" mt={6}>
              <Radio value="ALL" label={t('form.scopeALL')} />
              <Radio value="MATCHING" label={t('form.scopeMATCHING')} />
            </Stack>
          </Radio.Group>
        )}
      />
      {scope === 'MATCHING' && (
        <Stack gap="sm" pl="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="field"
              render={({ field: input }) => (
                <Select
                  label={t('form.field')}
                  placeholder={t('form.fieldPlaceholder')}
                  data={choices}
                  value={input.value || null}
                  onChange={(next) => {
                    input.onChange(next ?? '');
                    // The values of another field mean nothing here.
                    setValue('values', [], { shouldDirty: true });
                  }}
                  searchable
                  withAsterisk
                  error={errorText('field')}
                />
              )}
            />
            <Controller
              control={control}
              name="operator"
              render={({ field: input }) => (
                <Select
                  label={t('form.operator')}
                  data={(['IN', 'NOT_IN'] as const).map((value) => ({
                    value,
                    label: t(`form.operator${operatorWording(field, value)}`),
                  }))}
                  value={input.value}
                  onChange={(next) => input.onChange(next === 'NOT_IN' ? 'NOT_IN' : 'IN')}
                  allowDeselect={false}
                  error={errorText('operator')}
                />
              )}
            />
          </SimpleGrid>
          {field && (
            <Controller
              control={control}
              name="values"
              render={({ field: input }) => (
                <ConditionValuesInput
                  field={field}
                  values={input.value}
                  onChange={input.onChange}
                  error={errorText('values')}
                  description={t('form.valuesHint', { max: MAX_VALUES[operator] })}
                  locale={locale}
                />
              )}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
