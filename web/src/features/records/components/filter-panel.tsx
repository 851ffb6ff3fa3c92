import { Button, Group, NativeSelect, Paper, Stack } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import {
  operatorsFor,
  type RecordFilter,
  type RecordFilterOperator,
} from '@shared/contract/record-query.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '@/components/fields/field-text';
import { useLocale } from '@/lib/i18n/use-locale';
import { operatorLabelKey } from '../utils/operator-label';
import {
  FilterValueInput,
  hasFilterValue,
  startingFilterValue,
  type FilterValue,
} from './filter-value-input';

interface FilterPanelProps {
  /** The collect's filterable fields, in the model's order; the first is chosen to start with. */
  fields: readonly RecordField[];
  onAdd: (filter: RecordFilter) => void;
  onClose: () => void;
}

interface Draft {
  variable: string;
  op: RecordFilterOperator;
  value: FilterValue;
}

function draftFor(field: RecordField): Draft {
  const op = operatorsFor(field)[0] ?? 'eq';
  return { variable: field.variable, op, value: startingFilterValue(field, op) };
}

/**
 * The new filter: a field (the collect's filterable ones), an operator among those the api takes
 * for its datatype, worded for people, then a value in an input that fits the field. Loaded once
 * the grid is shown (filter-builder.tsx): its pickers are no part of the first load.
 */
export function FilterPanel({ fields, onAdd, onClose }: FilterPanelProps) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const [draft, setDraft] = useState<Draft | null>(() => {
    const first = fields[0];
    return first ? draftFor(first) : null;
  });
  const field = fields.find((candidate) => candidate.variable === draft?.variable);

  function apply() {
    if (!draft || !hasFilterValue(draft.op, draft.value)) return;
    const filter: RecordFilter = { field: draft.variable, op: draft.op };
    onAdd(draft.value === undefined ? filter : { ...filter, value: draft.value });
    onClose();
  }

  if (!draft || !field) return null;
  return (
    // Inline rather than in a popover: the date and option pickers open their own layers.
    <Paper withBorder p="sm" radius="md" w="100%">
      <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('filters.builder')}>
        <NativeSelect
          label={t('filters.field')}
          value={draft.variable}
          data={fields.map((item) => ({
            value: item.variable,
            label: fieldLabel(item, locale),
          }))}
          onChange={(event) => {
            const chosen = fields.find((item) => item.variable === event.currentTarget.value);
            if (chosen) setDraft(draftFor(chosen));
          }}
        />
        <NativeSelect
          label={t('filters.operator')}
          value={draft.op}
          data={operatorsFor(field).map((op) => ({
            value: op,
            label: t(operatorLabelKey(field, op)),
          }))}
          onChange={(event) => {
            const op = event.currentTarget.value as RecordFilterOperator;
            setDraft({ ...draft, op, value: startingFilterValue(field, op) });
          }}
        />
        <Stack gap={0} miw={220} style={{ flex: 1 }}>
          <FilterValueInput
            key={`${draft.variable}:${draft.op}`}
            field={field}
            op={draft.op}
            value={draft.value}
            onChange={(value) => setDraft({ ...draft, value })}
            locale={locale}
          />
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('filters.cancel')}
          </Button>
          <Button onClick={apply} disabled={!hasFilterValue(draft.op, draft.value)}>
            {t('filters.apply')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
