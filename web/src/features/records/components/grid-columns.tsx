import { Checkbox } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import type { Locale } from '@shared/contract/locale.schema';
import { isSortableField } from '@shared/contract/record-query.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { fieldLabel } from '@/components/fields/field-text';
import { GridCell } from './grid-cell';
import classes from './records-table.module.css';

/** What the header needs to know of a column besides its label. */
export interface GridColumnMeta {
  label: string;
  /** The api's sort name (`created_at` or a variable); none: not sortable. */
  sortField?: string;
  width: number;
}

export type GridColumn = ColumnDef<CollectRecord> & { meta: GridColumnMeta };

export const SELECT_COLUMN_ID = 'select';
const SELECT_WIDTH = 44;
const FIELD_WIDTH = 200;
const DATE_WIDTH = 180;

interface GridColumnsInput {
  /** The collect's fieldsToDisplay, resolved to fields, in their order. */
  fields: readonly RecordField[];
  locale: Locale;
  intlLocale: string;
  t: TFunction<'records'>;
}

/**
 * The grid's columns: a selection box, the collect's displayed fields with their renderers'
 * display, then the creation time. Built once per collect and language (the caller memoises),
 * so that scrolling and sorting never rebuild cells.
 */
export function gridColumns({ fields, locale, intlLocale, t }: GridColumnsInput): GridColumn[] {
  const select: GridColumn = {
    id: SELECT_COLUMN_ID,
    meta: { label: t('grid.select'), width: SELECT_WIDTH },
    header: ({ table }) => (
      <Checkbox
        aria-label={t('grid.selectLoaded')}
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={classes.check}
        aria-label={t('grid.selectRow')}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        // The row opens the record; its box only selects it.
        onClick={(event) => event.stopPropagation()}
      />
    ),
  };
  const fieldColumns = fields.map<GridColumn>((field) => ({
    id: field.variable,
    header: fieldLabel(field, locale),
    meta: {
      label: fieldLabel(field, locale),
      sortField: isSortableField(field) ? field.variable : undefined,
      width: FIELD_WIDTH,
    },
    accessorFn: (record) => record.fields[field.variable],
    cell: ({ row }) => (
      <GridCell field={field} value={row.original.fields[field.variable]} locale={locale} />
    ),
  }));
  // One formatter for every row: building one per cell costs more than the cell itself.
  const dateTime = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' });
  const created: GridColumn = {
    id: 'created_at',
    header: t('grid.createdAt'),
    meta: { label: t('grid.createdAt'), sortField: 'created_at', width: DATE_WIDTH },
    accessorFn: (record) => record.created_at,
    cell: ({ row }) => dateTime.format(new Date(row.original.created_at)),
  };
  return [select, ...fieldColumns, created];
}
