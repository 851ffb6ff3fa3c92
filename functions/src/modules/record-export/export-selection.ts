import type { StoredValue } from '../../db/record-document.js';
import type { ExportRequest } from '../../shared/contract/export.schema.js';
import type { RecordViewQuery } from '../../shared/contract/record-query.schema.js';
import { seesRecord } from '../../shared/permissions/record-reach.js';
import type { RecordReach } from '../../shared/permissions/record-reach.js';
import type { CheckedView, GridCollect } from '../records/record-query.js';
import type { RecordsCollect } from '../records/records.repository.js';
import type { RecordsScanner } from '../records/records-scan.js';

/** The grid's check of a view (records module), given by the composition root. */
export type CheckView = (collect: GridCollect, view: RecordViewQuery) => CheckedView;

/** Which records an export holds: the selection, else the view, within the caller's reach. */
export interface ExportSelection {
  readonly collect: RecordsCollect;
  readonly reach: RecordReach;
  /** The ids chosen in the grid, or null for every record of the view. */
  readonly ids: readonly string[] | null;
  readonly view: CheckedView;
}

export type ExportViewInput = Pick<
  ExportRequest,
  'collectItems' | 'filters' | 'keywords' | 'sort' | 'direction'
>;

/** The view checked as the grid checks it (400 naming the part at fault). */
export function exportSelectionOf(
  checkView: CheckView,
  collect: RecordsCollect,
  reach: RecordReach,
  input: ExportViewInput,
): ExportSelection {
  const view = checkView(collect, {
    filters: input.filters,
    keywords: input.keywords,
    sort: input.sort,
    direction: input.direction,
  });
  return { collect, reach, ids: input.collectItems ?? null, view };
}

/** How many records the export will hold at most (a selection: the ids named). */
export function exportCount(scanner: RecordsScanner, selection: ExportSelection): Promise<number> {
  const { collect, reach, ids, view } = selection;
  if (ids) return Promise.resolve(new Set(ids).size);
  return scanner.count(collect, view, reach.grid);
}

/** Their stored values, in the view's order (a selection: in the order named). */
export async function* exportValues(
  scanner: RecordsScanner,
  selection: ExportSelection,
): AsyncGenerator<Readonly<Record<string, StoredValue>>> {
  const { collect, reach, ids, view } = selection;
  if (ids) {
    // A selection is checked record by record: ids the caller cannot see are left out.
    for await (const record of scanner.selected(collect, ids)) {
      if (seesRecord(reach, record.acl)) yield record.values;
    }
    return;
  }
  yield* scanner.values(collect, view, reach.grid);
}
