import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/components/multi-select';

export interface FieldChoice {
  value: string;
  label: string;
}

interface FieldsPickerProps {
  label: string;
  description: string;
  choices: readonly FieldChoice[];
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  error?: string | undefined;
  /** Shows the chosen fields as a list that can be reordered (the grid's columns). */
  ordered?: boolean;
}

function move(list: readonly string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A multi-select of a model's fields with its limit, optionally in an order the user sets. */
export function FieldsPicker({
  label,
  description,
  choices,
  value,
  onChange,
  max,
  error,
  ordered = false,
}: FieldsPickerProps) {
  const { t } = useTranslation('collects');
  const orderId = useId();
  const labelOf = (variable: string) =>
    choices.find((choice) => choice.value === variable)?.label ?? variable;

  return (
    <Stack gap={6}>
      <MultiSelect
        label={label}
        description={description}
        data={choices.map((choice) => ({ ...choice }))}
        value={value}
        onChange={onChange}
        maxValues={max}
        searchable
        clearable
        hidePickedOptions={ordered}
        nothingFoundMessage={t('form.noField')}
        error={error}
        rightSectionPointerEvents={value.length > 0 ? 'all' : 'none'}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('form.chosenCount', { count: value.length, max })}
      </Text>
      {ordered && value.length > 1 && (
        <Paper withBorder p="xs" radius="md">
          <Text size="xs" fw={600} c="dimmed" mb={4} id={orderId}>
            {t('form.columnOrder')}
          </Text>
          <Stack component="ol" gap={2} m={0} p={0} aria-labelledby={orderId}>
            {value.map((variable, index) => {
              const name = labelOf(variable);
              return (
                <Group
                  component="li"
                  key={variable}
                  justify="space-between"
                  wrap="nowrap"
                  style={{ listStyle: 'none' }}
                >
                  <Text size="sm" truncate>
                    {index + 1}. {name}
                  </Text>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => onChange(move(value, index, index - 1))}
                      aria-label={t('form.moveUp', { name })}
                    >
                      <IconArrowUp size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      disabled={index === value.length - 1}
                      onClick={() => onChange(move(value, index, index + 1))}
                      aria-label={t('form.moveDown', { name })}
                    >
                      <IconArrowDown size={14} />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
