import { Button, Group, Text } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import type { RecordFilter } from '@shared/contract/record-query.schema';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBuilder } from './filter-builder';
import { FilterChips } from './filter-chips';
import { KeywordBox } from './keyword-box';
import { numberFormat } from '@/lib/format/intl-formats';

interface GridToolbarProps {
  filterableFields: readonly RecordField[];
  fields: readonly RecordField[];
  filters: readonly RecordFilter[];
  keywords: string;
  onKeywords: (keywords: string) => void;
  onAddFilter: (filter: RecordFilter) => void;
  onRemoveFilter: (index: number) => void;
  /** Shown to administrators and managers when the view differs from the saved default. */
  onSaveDefault?: (() => void) | undefined;
  savingDefault: boolean;
  /** Shown when the URL names a view other than the default. */
  onResetDefault?: (() => void) | undefined;
}

/**
 * Keyword box, filter builder and the active filters; saving the view for everyone. Memoised:
 * the grid's pages arriving do not render it again (records-grid.tsx).
 */
export const GridToolbar = memo(function GridToolbar(props: GridToolbarProps) {
  const { t } = useTranslation('records');
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <KeywordBox value={props.keywords} onChange={props.onKeywords} />
        <FilterBuilder
          fields={props.filterableFields}
          filters={props.filters}
          onAdd={props.onAddFilter}
        />
        {props.onSaveDefault && (
          <Button
            variant="subtle"
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={props.onSaveDefault}
            loading={props.savingDefault}
          >
            {t('grid.saveDefault')}
          </Button>
        )}
        {props.onResetDefault && (
          <Button
            variant="subtle"
            leftSection={<IconRestore size={16} />}
            onClick={props.onResetDefault}
          >
            {t('grid.resetDefault')}
          </Button>
        )}
      </Group>
      <FilterChips fields={props.fields} filters={props.filters} onRemove={props.onRemoveFilter} />
    </>
  );
});

interface GridSummaryProps {
  total: number | undefined;
  selected: number;
  intlLocale: string;
}

/** "12,345 records" and, with a selection, its size; bulk actions (imports issue) go beside. */
export function GridSummary({ total, selected, intlLocale }: GridSummaryProps) {
  const { t } = useTranslation('records');
  const format = numberFormat(intlLocale);
  return (
    <Group gap="md" justify="space-between" mih={28}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === undefined
          ? '\u00a0'
          : t('grid.total', { count: total, formatted: format.format(total) })}
      </Text>
      {selected > 0 && (
        <Group gap="sm" data-slot="bulk-actions">
          <Text size="sm" fw={600}>
            {t('grid.selected', { count: selected, formatted: format.format(selected) })}
          </Text>
        </Group>
      )}
    </Group>
  );
}
