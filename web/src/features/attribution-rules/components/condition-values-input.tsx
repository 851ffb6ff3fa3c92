import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import type { Locale } from '@shared/contract/locale.schema';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/fields/field-input';
import { fromOptionValue, toOptionValue } from '@/components/fields/field-text';
import { MultiSelectFieldInput } from '@/components/fields/multi-select-field';
import type { DraftValue } from '../utils/rule-form-values';

interface ConditionValuesInputProps {
  field: RecordField;
  values: DraftValue[];
  onChange: (values: DraftValue[]) => void;
  /** Already translated. */
  error?: string | undefined;
  description: string;
  locale: Locale;
}

/** The field as an input of the condition: its own renderer, under the condition's label. */
function asConditionInput(field: RecordField, label: string): RecordField {
  return { ...field, label: { en: label, fr: label }, help: undefined, validation_rules: [] };
}

/**
 * The values a condition lists, in the field's own renderers: a field with options (selects,
 * radios, checkbox groups) offers them in a multi-select; a yes / no field offers Yes and No;
 * any other field gets one input of its kind per value.
 */
export function ConditionValuesInput(props: ConditionValuesInputProps) {
  const { field } = props;
  if (field.options.length > 0) return <OptionValues {...props} />;
  if (field.datatype === 'BOOLEAN') return <YesNoValues {...props} />;
  return <ValueList {...props} />;
}

function OptionValues({
  field,
  values,
  onChange,
  error,
  description,
  locale,
}: ConditionValuesInputProps) {
  const { t } = useTranslation('rules');
  const input = {
    ...asConditionInput(field, t('form.values')),
    input_method: 'MULTI_SELECT' as const,
    datatype: 'STRING_ARRAY' as const,
  };
  const chosen = values.flatMap((value) =>
    typeof value === 'string' || typeof value === 'number'
      ? (toOptionValue(field, value) ?? [])
      : [],
  );
  return (
    <Stack gap={4}>
      <MultiSelectFieldInput
        field={input}
        value={chosen}
        // A NUMBER select stores its options as numbers: the condition lists them the same way.
        onChange={(next) =>
          onChange(Array.isArray(next) ? next.map((item) => fromOptionValue(field, item)) : [])
        }
        error={error}
        locale={locale}
      />
      <Input.Description>{description}</Input.Description>
    </Stack>
  );
}

function YesNoValues({ field, values, onChange, error, locale }: ConditionValuesInputProps) {
  const { t } = useTranslation('rules');
  const input: RecordField = {
    ...asConditionInput(field, t('form.values')),
    input_method: 'MULTI_SELECT',
    datatype: 'STRING_ARRAY',
    options: [
      { value: 'true', label: { en: t('sentence.yes'), fr: t('sentence.yes') } },
      { value: 'false', label: { en: t('sentence.no'), fr: t('sentence.no') } },
    ],
  };
  return (
    <MultiSelectFieldInput
      field={input}
      value={values.flatMap((value) => (typeof value === 'boolean' ? [String(value)] : []))}
      onChange={(next) => onChange(Array.isArray(next) ? next.map((item) => item === 'true') : [])}
      error={error}
      locale={locale}
    />
  );
}

function ValueList({
  field,
  values,
  onChange,
  error,
  description,
  locale,
}: ConditionValuesInputProps) {
  const { t } = useTranslation('rules');
  // One empty row to type in: a condition needs at least one value.
  const rows = values.length > 0 ? values : [null];
  const set = (index: number, value: DraftValue) =>
    onChange(rows.map((current, at) => (at === index ? value : current)));
  return (
    <Input.Wrapper label={t('form.values')} description={description} error={error}>
      <Stack gap="xs" mt={4}>
        {rows.map((value, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <FieldInput
                field={asConditionInput(field, t('form.value', { index: index + 1 }))}
                value={typeof value === 'boolean' ? null : value}
                onChange={(next) => set(index, Array.isArray(next) ? null : next)}
                locale={locale}
              />
            </div>
            {rows.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('form.removeValue', { index: index + 1 })}
                onClick={() => onChange(rows.filter((_value, at) => at !== index))}
              >
                <IconX size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...rows, null])}
          >
            {t('form.addValue')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
