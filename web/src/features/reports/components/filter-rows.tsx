import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { ModelField } from '@shared/contract/model.schema';
import { IconPlus, IconX } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useLocale } from '@/lib/i18n/use-locale';
import type { GraphicFormValues } from '../utils/graphic-form';

interface FilterRowsProps {
  control: Control<GraphicFormValues>;
  /** The collect's filterable selects and yes / no fields. */
  fields: readonly ModelField[];
  error: boolean;
}

/** "Only records where <field> is <value>": the grid's filters, as a graphic keeps them. */
export function FilterRows({ control, fields, error }: FilterRowsProps) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const rows = useFieldArray({ control, name: 'filters' });
  const current = useWatch({ control, name: 'filters' });
  const label = (field: ModelField) => field.label[locale] || field.label.en;
  const valuesOf = (variable: string | undefined) => {
    const field = fields.find((entry) => entry.variable === variable);
    if (!field) return [];
    if (field.datatype === 'BOOLEAN') {
      return [
        { value: 'true', label: t('editor.yes') },
        { value: 'false', label: t('editor.no') },
      ];
    }
    return field.options.map((option) => ({
      value: option.value,
      label: option.label[locale] || option.label.en,
    }));
  };
  if (fields.length === 0) return null;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('editor.filters')}
      </Text>
      {rows.fields.map((row, index) => (
        <Group key={row.id} gap="xs" wrap="nowrap" align="flex-start">
          <Controller
            control={control}
            name={`filters.${index}.field`}
            render={({ field }) => (
              <Select
                aria-label={t('editor.filterField')}
                placeholder={t('editor.filterField')}
                data={fields.map((entry) => ({ value: entry.variable, label: label(entry) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                style={{ flex: 1 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`filters.${index}.value`}
            render={({ field }) => (
              <Select
                aria-label={t('editor.filterValue')}
                placeholder={t('editor.filterValue')}
                data={valuesOf(current[index]?.field)}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                style={{ flex: 1 }}
              />
            )}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('editor.removeFilter')}
            onClick={() => rows.remove(index)}
            mt={4}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {t('editor.filterError')}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={() => rows.append({ field: '', value: '' })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('editor.addFilter')}
      </Button>
    </Stack>
  );
}
