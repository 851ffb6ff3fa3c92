import { Skeleton, Table as MantineTable, UnstyledButton } from '@mantine/core';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { RecordSort } from '@shared/contract/record-query.schema';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnWindow } from '@/lib/use-column-window';
import { useFixedRowWindow } from '@/lib/use-fixed-row-window';
import type { GridColumn, HeaderSelection, RowSelection, SelectionUpdate } from './grid-columns';
import classes from './records-table.module.css';

/** Rows have one line each: a fixed height lets the row window place them without measuring. */
export const ROW_HEIGHT = 41;
/** The scroll area: the page stays put while the grid scrolls inside it. */
const GRID_HEIGHT = 'min(640px, calc(100dvh - 260px))';
/**
 * The rows are placed for the area's tallest size until the browser reports its real one:
 * reading the window's height here would make the browser lay the page out in the middle of the
 * render (on a phone, innerHeight depends on the layout), and a few rows too many cost less.
 */
const INITIAL_HEIGHT = 640;
/**
 * Rows rendered past each edge of the area: six rows (246 px) cover a fast flick between two scroll
 * events. Twelve doubled what a phone's first screen rendered below its fold (28 rows for 10 in
 * view, each a row of cells to render, style and lay out; issue 15).
 */
const OVERSCAN = 6;
/**
 * Pixels rendered past each side of the area: one field's column. A phone shows three or four of
 * a collect's columns, and rendering every one of them doubled its first screen's cells.
 */
const COLUMN_OVERSCAN = 200;
/** Fetch the next page when the window comes this close to the last loaded row. */
const PREFETCH_ROWS = 25;
const SKELETON_ROWS = 8;

interface RecordsTableProps {
  records: readonly CollectRecord[];
  columns: GridColumn[];
  /** All matching records, for screen readers' "row n of m". */
  total: number;
  /** The first page is loading (skeleton rows). */
  loading: boolean;
  /** A new view's first page is loading while the old rows stay (dimmed). */
  stale: boolean;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  onNearEnd: () => void;
  sort: RecordSort;
  /** Sorting by another field than this one is refused (a range filter is on it). */
  sortLockedTo: string | undefined;
  onSort: (field: string) => void;
  selection: RowSelection;
  onSelectionChange: (update: SelectionUpdate) => void;
  onOpen: (record: CollectRecord) => void;
}

/**
 * The records grid: its columns and the selection of loaded records, rows virtualised in a
 * fixed-height scroll area (only the rows in view, plus a margin, are in the DOM), and the next
 * page asked for as the user nears the end of what is loaded.
 */
export function RecordsTable(props: RecordsTableProps) {
  const { t } = useTranslation('records');
  const { records: rows, columns, selection, onSelectionChange } = props;
  const onToggle = useCallback(
    (recordId: string) =>
      onSelectionChange((current) => {
        const { [recordId]: selected, ...others } = current;
        return selected ? others : { ...current, [recordId]: true };
      }),
    [onSelectionChange],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const loaderRow = props.hasNextPage ? 1 : 0;
  const count = props.loading ? SKELETON_ROWS : rows.length + loaderRow;
  const { start, end, paddingTop, paddingBottom } = useFixedRowWindow(scrollRef, {
    count,
    rowHeight: ROW_HEIGHT,
    overscan: OVERSCAN,
    initialHeight: INITIAL_HEIGHT,
  });
  const widths = useMemo(() => columns.map((column) => column.meta.width), [columns]);
  const shownColumns = useColumnWindow(scrollRef, widths, {
    overscan: COLUMN_OVERSCAN,
    initialWidth: initialAreaWidth(),
  });
  const cells = useMemo(
    () => ({
      columns: columns.slice(shownColumns.start, shownColumns.end),
      before: shownColumns.start,
      after: columns.length - shownColumns.end,
    }),
    [columns, shownColumns.start, shownColumns.end],
  );
  const lastIndex = Math.max(0, end - 1);
  const { hasNextPage, fetchingNextPage, onNearEnd, loading } = props;

  useEffect(() => {
    if (loading || !hasNextPage || fetchingNextPage) return;
    if (lastIndex >= rows.length - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, rows.length, hasNextPage, fetchingNextPage, onNearEnd, loading]);

  const columnCount = columns.length;
  const width = columns.reduce((sum, column) => sum + column.meta.width, 0);

  return (
    <div
      ref={scrollRef}
      className={classes.scroll}
      style={{ height: GRID_HEIGHT }}
      role="region"
      aria-label={t('grid.label')}
      tabIndex={0}
    >
      <MantineTable
        className={classes.table}
        style={{ minWidth: width, opacity: props.stale ? 0.6 : 1 }}
        stickyHeader
        highlightOnHover
        verticalSpacing={0}
        aria-rowcount={props.total + 1}
        aria-busy={props.loading || props.stale}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.meta.width }} />
          ))}
        </colgroup>
        <GridHead
          columns={columns}
          records={rows}
          selection={selection}
          onSelectionChange={onSelectionChange}
          sort={props.sort}
          sortLockedTo={props.sortLockedTo}
          onSort={props.onSort}
        />
        <MantineTable.Tbody>
          {paddingTop > 0 && <Spacer height={paddingTop} columns={columnCount} />}
          {Array.from({ length: end - start }, (_, offset) => {
            const index = start + offset;
            const row = rows[index];
            if (props.loading || !row) {
              return <SkeletonRow key={`skeleton-${index}`} cells={cells} />;
            }
            return (
              <RecordRow
                key={row._id}
                record={row}
                cells={cells}
                index={index}
                selected={Boolean(selection[row._id])}
                onToggle={onToggle}
                onOpen={props.onOpen}
              />
            );
          })}
          {paddingBottom > 0 && <Spacer height={paddingBottom} columns={columnCount} />}
        </MantineTable.Tbody>
      </MantineTable>
    </div>
  );
}

interface GridHeadProps {
  columns: GridColumn[];
  /** The header's select-all box is over these. */
  records: readonly CollectRecord[];
  selection: RowSelection;
  onSelectionChange: (update: SelectionUpdate) => void;
  sort: RecordSort;
  sortLockedTo: string | undefined;
  onSort: (field: string) => void;
}

/** The select-all box's state and action over the loaded records. */
function headerSelection(
  records: readonly CollectRecord[],
  selection: RowSelection,
  onSelectionChange: (update: SelectionUpdate) => void,
): HeaderSelection {
  const selectedCount = records.filter((record) => selection[record._id]).length;
  const allSelected = records.length > 0 && selectedCount === records.length;
  return {
    allSelected,
    someSelected: selectedCount > 0 && !allSelected,
    toggleAll: () =>
      onSelectionChange((current) => {
        const next = { ...current };
        for (const record of records) {
          if (allSelected) delete next[record._id];
          else next[record._id] = true;
        }
        return next;
      }),
  };
}

/** Memoised: the header is not rendered again on every scrolled frame, only when it changes. */
const GridHead = memo(function GridHead({
  columns,
  records,
  selection,
  onSelectionChange,
  sort,
  sortLockedTo,
  onSort,
}: GridHeadProps) {
  const boxes = headerSelection(records, selection, onSelectionChange);
  return (
    <MantineTable.Thead>
      <MantineTable.Tr aria-rowindex={1}>
        {columns.map((column) => (
          <SortableHeader
            key={column.id}
            meta={column.meta}
            sort={sort}
            locked={Boolean(sortLockedTo && sortLockedTo !== column.meta.sortField)}
            onSort={onSort}
          >
            {typeof column.header === 'function' ? column.header(boxes) : column.header}
          </SortableHeader>
        ))}
      </MantineTable.Tr>
    </MantineTable.Thead>
  );
});

interface SortableHeaderProps {
  meta: GridColumn['meta'];
  sort: RecordSort;
  locked: boolean;
  onSort: (field: string) => void;
  children: React.ReactNode;
}

function SortableHeader({ meta, sort, locked, onSort, children }: SortableHeaderProps) {
  const { t } = useTranslation('records');
  const field = meta.sortField;
  if (!field) return <MantineTable.Th>{children}</MantineTable.Th>;
  const active = sort.field === field;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <MantineTable.Th aria-sort={ariaSort}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(field)}
        disabled={locked}
        title={locked ? t('grid.sortLocked') : undefined}
      >
        <span className={classes.headerLabel}>{children}</span>
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </MantineTable.Th>
  );
}

/**
 * The columns a row renders cells for, those in view, and how many columns before and after
 * them it covers with one empty cell each (the table's fixed layout keeps every column's place).
 */
interface RowCells {
  columns: GridColumn[];
  before: number;
  after: number;
}

/** Until the browser reports the area's width: the screen's, which bounds it on a phone. */
function initialAreaWidth(): number {
  return typeof screen !== 'undefined' && screen.width > 0 ? screen.width : Infinity;
}

interface RecordRowProps {
  record: CollectRecord;
  /** What its cells render (they change with the language and the columns in view). */
  cells: RowCells;
  index: number;
  selected: boolean;
  onToggle: (recordId: string) => void;
  onOpen: (record: CollectRecord) => void;
}

/**
 * A row already on screen is not rendered again while the user scrolls, nor when the next page
 * arrives: a row's record is the same object (the query keeps loaded pages as they were), and
 * that is what it shows.
 */
const sameRow = (before: RecordRowProps, after: RecordRowProps) =>
  before.record === after.record &&
  before.cells === after.cells &&
  before.index === after.index &&
  before.selected === after.selected &&
  before.onToggle === after.onToggle &&
  before.onOpen === after.onOpen;

// Rows and their cells are plain elements styled like Mantine's (records-table.module.css):
// scrolling renders every row that comes into view, and Mantine's Box costs more per cell than
// the cell's own content.
const RecordRow = memo(function RecordRow({
  record,
  cells,
  index,
  selected,
  onToggle,
  onOpen,
}: RecordRowProps) {
  return (
    <tr
      className={classes.row}
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={0}
      onClick={() => onOpen(record)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(record);
      }}
    >
      <Gap columns={cells.before} />
      {cells.columns.map((column) => (
        <td key={column.id} className={classes.cell}>
          <div className={classes.line}>{column.cell(record, { selected, onToggle })}</div>
        </td>
      ))}
      <Gap columns={cells.after} />
    </tr>
  );
}, sameRow);

// Memoised: the grid shows a screenful of these while its answers arrive one by one, and each
// answer re-rendered every placeholder cell again.
const SkeletonRow = memo(function SkeletonRow({ cells }: { cells: RowCells }) {
  return (
    <tr className={classes.row} data-testid="skeleton-row">
      <Gap columns={cells.before} />
      {cells.columns.map((column) => (
        <td key={column.id} className={classes.cell}>
          <Skeleton height={12} radius="sm" />
        </td>
      ))}
      <Gap columns={cells.after} />
    </tr>
  );
});

/** The columns out of view in a row: one empty cell that screen readers skip. */
function Gap({ columns }: { columns: number }) {
  if (columns === 0) return null;
  return <td colSpan={columns} className={classes.gap} aria-hidden />;
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
