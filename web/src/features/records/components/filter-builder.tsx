import { Button, Group, NativeSelect, Paper, Stack } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import {
  operatorsFor,
  RECORD_FILTERS_MAX,
  type RecordFilter,
  type RecordFilterOperator,
} from '@shared/contract/record-query.schema';
import { IconFilterPlus } from '@tabler/icons-react';
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

interface FilterBuilderProps {
  /** The collect's filterable fields, in the model's order. */
  fields: readonly RecordField[];
  filters: readonly RecordFilter[];
  onAdd: (filter: RecordFilter) => void;
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
 * "Add filter": a field (the collect's filterable ones), an operator among those the api takes
 * for its datatype, worded for people, then a value in an input that fits the field.
 */
export function FilterBuilder({ fields, filters, onAdd }: FilterBuilderProps) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const field = fields.find((candidate) => candidate.variable === draft?.variable);

  function open() {
    const first = fields[0];
    setDraft(first ? draftFor(first) : null);
    setOpened(true);
  }

  function apply() {
    if (!draft || !hasFilterValue(draft.op, draft.value)) return;
    const filter: RecordFilter = { field: draft.variable, op: draft.op };
    onAdd(draft.value === undefined ? filter : { ...filter, value: draft.value });
    setOpened(false);
  }

  if (fields.length === 0) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilterPlus size={16} />}
        onClick={() => (opened ? setOpened(false) : open())}
        disabled={filters.length >= RECORD_FILTERS_MAX}
        aria-expanded={opened}
      >
        {t('filters.add')}
      </Button>
      {opened && draft && field && (
        // Inline rather than in a popover: the date and option pickers open their own layers.
        <Paper withBorder p="sm" radius="md" w="100%">
          <Group
            gap="sm"
            align="flex-end"
            wrap="wrap"
            role="group"
            aria-label={t('filters.builder')}
          >
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
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('filters.cancel')}
              </Button>
              <Button onClick={apply} disabled={!hasFilterValue(draft.op, draft.value)}>
                {t('filters.apply')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </>
  );
}
