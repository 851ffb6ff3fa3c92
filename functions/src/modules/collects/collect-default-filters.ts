import type { CollectSettings, StoredCollect } from '../../db/collect-document.js';
import { NO_DEFAULT_FILTERS } from '../../db/collect-document.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { DefaultFilters } from '../../shared/contract/record-query.schema.js';
import type { GridCollect } from '../records/record-query.js';

// The view a collect's grid opens with is checked exactly as the grid checks a view, so that a
// saved view never fails to load. The checker is the records module's `checkRecordView`,
// handed in by the composition root (modules.ts): a module does not import another's code.

/** Throws a 400 naming the part of the view at fault (filters.N.field, sort, …). */
export type ViewChecker = (
  collect: GridCollect,
  view: { filters?: DefaultFilters['filters']; sort?: string; direction?: 'asc' | 'desc' },
) => unknown;

type GridSettings = Pick<CollectSettings, 'fieldsToDisplay' | 'filterableFields'>;

const gridOf = (settings: GridSettings, fields: readonly RecordField[]) => ({
  fields,
  fieldsToDisplay: settings.fieldsToDisplay,
  filterableFields: settings.filterableFields,
});

/** The view as given, or a 400 naming the filter or the sort at fault. */
export function checkDefaultFilters(
  checkView: ViewChecker,
  collect: GridSettings,
  fields: readonly RecordField[],
  view: DefaultFilters,
): DefaultFilters {
  checkView(gridOf(collect, fields), {
    filters: view.filters,
    ...(view.sort ? { sort: view.sort.field, direction: view.sort.direction } : {}),
  });
  return { filters: view.filters.map((filter) => ({ ...filter })), sort: view.sort };
}

/** After a change of the grid settings: the stored view if they still allow it, else none. */
export function keptDefaultFilters(
  checkView: ViewChecker,
  current: StoredCollect,
  next: GridSettings,
  fields: readonly RecordField[],
): DefaultFilters {
  try {
    return checkDefaultFilters(checkView, next, fields, current.defaultFilters);
  } catch {
    return NO_DEFAULT_FILTERS;
  }
}
