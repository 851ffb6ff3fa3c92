import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldFormState } from '../utils/field-form-schema';

interface OptionsEditorProps {
  form: FieldFormState;
  /** Values records may hold (the model is in use): they can be relabelled, not removed. */
  kept: ReadonlySet<string>;
}

/** A row of the list: its React key, and whether it was one of the field's own options. */
interface Row {
  key: number;
  own: boolean;
}

/** The choices of a select, a group of boxes or radio buttons: a value and two labels each. */
export function OptionsEditor({ form, kept }: OptionsEditorProps) {
  const { t } = useTranslation('models');
  const options = form.values.options;
  // Keys that stay with their rows as rows are removed, so that each input keeps its own state.
  const [rows, setRows] = useState(() =>
    options.map((_option, index): Row => ({ key: index, own: true })),
  );
  const nextKey = useRef(options.length);
  const listError = form.errorAt('options')?.message;
  const message = (path: string) => {
    const key = form.errorAt(path)?.message;
    return key ? t(key) : null;
  };

  const add = () => {
    form.set('options', [...options, { value: '', label: { en: '', fr: '' } }]);
    setRows([...rows, { key: nextKey.current++, own: false }]);
  };
  const remove = (index: number) => {
    form.set(
      'options',
      options.filter((_option, at) => at !== index),
    );
    setRows(rows.filter((_row, at) => at !== index));
  };

  return (
    <Fieldset legend={t('fieldForm.options')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('fieldForm.optionsHint')}
        </Text>
        {options.map((option, index) => {
          const number = String(index + 1);
          // A row the form added itself (a list input starts with one) has no key yet.
          const row = rows[index];
          const locked = Boolean(row?.own) && option.value !== '' && kept.has(option.value);
          return (
            <Group key={row?.key ?? `extra-${index}`} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t('fieldForm.optionValueNamed', { number })}
                placeholder={t('fieldForm.optionValue')}
                w={140}
                readOnly={locked}
                error={message(`options.${index}.value`)}
                {...form.text(`options.${index}.value`)}
              />
              <TextInput
                aria-label={t('fieldForm.optionLabelEnNamed', { number })}
                placeholder={t('fieldForm.optionLabelEn')}
                lang="en"
                style={{ flex: 1 }}
                error={message(`options.${index}.label.en`)}
                {...form.text(`options.${index}.label.en`)}
              />
              <TextInput
                aria-label={t('fieldForm.optionLabelFrNamed', { number })}
                placeholder={t('fieldForm.optionLabelFr')}
                lang="fr"
                style={{ flex: 1 }}
                error={message(`options.${index}.label.fr`)}
                {...form.text(`options.${index}.label.fr`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('fieldForm.removeOption', { number })}
                disabled={locked}
                onClick={() => remove(index)}
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
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
            {t('fieldForm.addOption')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
