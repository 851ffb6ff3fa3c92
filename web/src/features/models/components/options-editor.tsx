import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldFormApi } from '../utils/field-form-resolver';

interface OptionsEditorProps {
  form: FieldFormApi;
  /** Values records may hold (the model is in use): they can be relabelled, not removed. */
  kept: ReadonlySet<string>;
}

/** The choices of a select, a group of boxes or radio buttons: a value and two labels each. */
export function OptionsEditor({ form, kept }: OptionsEditorProps) {
  const { t } = useTranslation('models');
  const options = useFieldArray({ control: form.control, name: 'options' });
  const errors = form.formState.errors.options;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <Fieldset legend={t('fieldForm.options')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('fieldForm.optionsHint')}
        </Text>
        {options.fields.map((option, index) => {
          const number = String(index + 1);
          const error = errors?.[index];
          const locked = kept.has(form.getValues(`options.${index}.value`)) && option.value !== '';
          return (
            <Group key={option.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t('fieldForm.optionValueNamed', { number })}
                placeholder={t('fieldForm.optionValue')}
                w={140}
                readOnly={locked}
                error={error?.value?.message ? t(error.value.message) : null}
                {...form.register(`options.${index}.value`)}
              />
              <TextInput
                aria-label={t('fieldForm.optionLabelEnNamed', { number })}
                placeholder={t('fieldForm.optionLabelEn')}
                lang="en"
                style={{ flex: 1 }}
                error={error?.label?.en?.message ? t(error.label.en.message) : null}
                {...form.register(`options.${index}.label.en`)}
              />
              <TextInput
                aria-label={t('fieldForm.optionLabelFrNamed', { number })}
                placeholder={t('fieldForm.optionLabelFr')}
                lang="fr"
                style={{ flex: 1 }}
                error={error?.label?.fr?.message ? t(error.label.fr.message) : null}
                {...form.register(`options.${index}.label.fr`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('fieldForm.removeOption', { number })}
                disabled={locked}
                onClick={() => options.remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          );
        })}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {t(listError)}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => options.append({ value: '', label: { en: '', fr: '' } })}
          >
            {t('fieldForm.addOption')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
