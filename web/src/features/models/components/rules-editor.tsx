import { ActionIcon, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { VALIDATION_RULES, type ValidationRule } from '@shared/constants';
import { ruleFits } from '@shared/contract/field-coherence';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import type { FieldFormState } from '../utils/field-form-schema';
import { ruleParameter } from '../utils/field-form-values';

const isRule = (value: string | null): value is ValidationRule =>
  VALIDATION_RULES.some((rule) => rule === value);

/** The field's rules with their parameters; only the rules that fit the input are offered. */
export function RulesEditor({ form }: { form: FieldFormState }) {
  const { t } = useTranslation('models');
  const { validation_rules: rules, input_method: method, datatype } = form.values;
  const chosen = new Set(rules.map((entry) => entry.rule));
  const offered = VALIDATION_RULES.filter(
    (rule) => !chosen.has(rule) && ruleFits(rule, method, datatype),
  );

  return (
    <Fieldset legend={t('fieldForm.rules')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('fieldForm.rulesHint')}
        </Text>
        {rules.length === 0 && <Text size="sm">{t('fieldForm.noRules')}</Text>}
        {rules.map((entry, index) => {
          const name = t(`rules.${entry.rule}`);
          const kind = ruleParameter(entry.rule);
          const valueError = form.errorAt(`validation_rules.${index}.value`);
          // Messages go under the rule's name, where there is room; the input turns red.
          const message =
            form.errorAt(`validation_rules.${index}.rule`)?.message ?? valueError?.message;
          return (
            // A rule is given once: its name keys its row.
            <Group key={entry.rule} gap="sm" align="flex-start" wrap="nowrap">
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
                  error={Boolean(valueError)}
                  {...form.text(`validation_rules.${index}.value`)}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('fieldForm.removeRule', { rule: name })}
                onClick={() =>
                  form.set(
                    'validation_rules',
                    rules.filter((_rule, at) => at !== index),
                  )
                }
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
              if (isRule(value))
                form.set('validation_rules', [...rules, { rule: value, value: '' }]);
            }}
            maw={320}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
