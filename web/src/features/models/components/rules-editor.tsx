import { ActionIcon, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { VALIDATION_RULES, type ValidationRule } from '@shared/constants';
import { ruleFits } from '@shared/contract/field-coherence';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import type { FieldFormApi } from '../utils/field-form-resolver';
import { ruleParameter } from '../utils/field-form-values';

const isRule = (value: string | null): value is ValidationRule =>
  VALIDATION_RULES.some((rule) => rule === value);

/** The field's rules with their parameters; only the rules that fit the input are offered. */
export function RulesEditor({ form }: { form: FieldFormApi }) {
  const { t } = useTranslation('models');
  const rules = useFieldArray({ control: form.control, name: 'validation_rules' });
  const [method, datatype] = useWatch({
    control: form.control,
    name: ['input_method', 'datatype'],
  });
  const errors = form.formState.errors.validation_rules;
  const chosen = new Set(rules.fields.map((entry) => entry.rule));
  const offered = VALIDATION_RULES.filter(
    (rule) => !chosen.has(rule) && ruleFits(rule, method, datatype),
  );

  return (
    <Fieldset legend={t('fieldForm.rules')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('fieldForm.rulesHint')}
        </Text>
        {rules.fields.length === 0 && <Text size="sm">{t('fieldForm.noRules')}</Text>}
        {rules.fields.map((entry, index) => {
          const name = t(`rules.${entry.rule}`);
          const kind = ruleParameter(entry.rule);
          const error = errors?.[index];
          // Messages go under the rule's name, where there is room; the input turns red.
          const message = error?.rule?.message ?? error?.value?.message;
          return (
            <Group key={entry.id} gap="sm" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ flex: 1 }}>
                <Text fw={500} mt={6}>
                  {name}
                </Text>
                {message && (
                  <Text size="sm" c="red" role="alert">
                    {t(message)}
                  </Text>
                )}
              </Stack>
              {kind !== 'none' && (
                <TextInput
                  aria-label={t('fieldForm.ruleValue', { rule: name })}
                  type={kind === 'date' ? 'date' : 'text'}
                  inputMode={kind === 'number' ? 'decimal' : undefined}
                  w={180}
                  error={Boolean(error?.value)}
                  {...form.register(`validation_rules.${index}.value`)}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('fieldForm.removeRule', { rule: name })}
                onClick={() => rules.remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          );
        })}
        {offered.length > 0 && (
          <Select
            label={t('fieldForm.addRule')}
            placeholder={t('fieldForm.addRulePlaceholder')}
            data={offered.map((rule) => ({ value: rule, label: t(`rules.${rule}`) }))}
            value={null}
            onChange={(value) => {
              if (isRule(value)) rules.append({ rule: value, value: '' });
            }}
            maw={320}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
