import type { RecordField } from '@shared/contract/field.schema';
import type { Locale } from '@shared/contract/locale.schema';
import { isSortableField } from '@shared/contract/record-query.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type ReactNode } from 'react';
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

/** The loaded records selected, by id (a deselected record has no key). */
export type RowSelection = Record<string, boolean>;
/** A new selection, or how to make it from the current one. */
export type SelectionUpdate = RowSelection | ((current: RowSelection) => RowSelection);

/** What the select-all box in the header shows and does, over the loaded records. */
export interface HeaderSelection {
  allSelected: boolean;
  someSelected: boolean;
  toggleAll: () => void;
}

/** A row's selection, for its box. */
export interface RowSelectionBox {
  selected: boolean;
  onToggle: (recordId: string) => void;
}

export interface GridColumn {
  id: string;
  meta: GridColumnMeta;
  header: ReactNode | ((selection: HeaderSelection) => ReactNode);
  cell: (record: CollectRecord, row: RowSelectionBox) => ReactNode;
}

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
    header: ({ allSelected, someSelected, toggleAll }) => (
      <SelectAllBox
        label={t('grid.selectLoaded')}
        checked={allSelected}
        indeterminate={someSelected}
        onChange={toggleAll}
      />
    ),
    cell: (record, { selected, onToggle }) => (
      <input
        type="checkbox"
        className={classes.check}
        aria-label={t('grid.selectRow')}
        checked={selected}
        onChange={() => onToggle(record._id)}
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
    cell: (record) => (
      <GridCell field={field} value={record.fields[field.variable]} locale={locale} />
    ),
  }));
  // One formatter for every row: building one per cell costs more than the cell itself.
  const dateTime = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' });
  const created: GridColumn = {
    id: 'created_at',
    header: t('grid.createdAt'),
    meta: { label: t('grid.createdAt'), sortField: 'created_at', width: DATE_WIDTH },
    cell: (record) => dateTime.format(new Date(record.created_at)),
  };
  return [select, ...fieldColumns, created];
}

interface SelectAllBoxProps {
  label: string;
  checked: boolean;
  /** Some of the loaded records are selected, not all: the box shows a dash. */
  indeterminate: boolean;
  onChange: () => void;
}

/**
 * The header's box, a native checkbox like the rows' ones (Mantine's Checkbox would add its
 * code to the grid's first load for this one box). "Indeterminate" is a property of the
 * element, not an attribute: it is set once the box is in the page, and read by screen
 * readers as "mixed".
 */
function SelectAllBox({ label, checked, indeterminate, onChange }: SelectAllBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // After every render: a click clears the property in the browser whatever React thinks.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  });
  return (
    <input
      ref={ref}
      type="checkbox"
      className={classes.check}
      aria-label={label}
      checked={checked}
      onChange={onChange}
    />
  );
}
