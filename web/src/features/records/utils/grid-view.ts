import {
  DEFAULT_RECORD_SORT,
  RANGE_OPERATORS,
  recordFiltersSchema,
  type DefaultFilters,
  type RecordFilter,
  type RecordSort,
} from '@shared/contract/record-query.schema';
import { isSearchable } from '@shared/contract/search-text';
import { AS_USER_PARAM } from './view-as';

/**
 * What the grid shows: filters, keywords and sort. It lives in the URL search params under the
 * api's own names (`filters` as the api's JSON, `keywords`, `sort`, `direction`), so that a link
 * reproduces the view and the record pages can carry it to previous / next.
 */
export interface GridView {
  filters: RecordFilter[];
  keywords: string;
  /** Null: the api's order (newest first). */
  sort: RecordSort | null;
}

/** The view as the items and next-and-previous endpoints take it (undefined: left out). */
export interface RecordViewParams {
  filters?: string | undefined;
  keywords?: string | undefined;
  sort?: string | undefined;
  direction?: 'asc' | 'desc' | undefined;
}

/** What a grid asks the items endpoint for: its view, and (managers) whom to view it as. */
export type GridQuery = RecordViewParams & { as_user?: string | undefined };

export const VIEW_PARAM_NAMES = ['filters', 'keywords', 'sort', 'direction'] as const;

/** Whether the URL names a view; without one the collect's default view applies. */
export function hasViewParams(params: URLSearchParams): boolean {
  return VIEW_PARAM_NAMES.some((name) => params.has(name));
}

/** A link's filters: what cannot be read (a hand-edited URL) is left out, not fatal. */
function readFilters(text: string | null): RecordFilter[] {
  if (!text) return [];
  try {
    const parsed = recordFiltersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function readKeywords(text: string | null): string {
  const keywords = text?.trim() ?? '';
  return isSearchable(keywords) ? keywords : '';
}

export function readGridView(params: URLSearchParams, defaults: DefaultFilters): GridView {
  if (!hasViewParams(params)) {
    return { filters: defaults.filters, keywords: '', sort: defaults.sort };
  }
  const field = params.get('sort');
  const direction = params.get('direction') === 'desc' ? 'desc' : 'asc';
  return {
    filters: readFilters(params.get('filters')),
    // A link's keywords under 3 characters search nothing (the api refuses them).
    keywords: readKeywords(params.get('keywords')),
    sort: field ? { field, direction } : null,
  };
}

/**
 * `current` with the view written in. `filters` is always written, even empty: once the URL
 * names a view, an empty list means "no filter", not "the default ones".
 */
export function writeGridView(current: URLSearchParams, view: GridView): URLSearchParams {
  const next = withoutView(current);
  next.set('filters', JSON.stringify(view.filters));
  if (view.keywords) next.set('keywords', view.keywords);
  if (view.sort) {
    next.set('sort', view.sort.field);
    next.set('direction', view.sort.direction);
  }
  return next;
}

export function withoutView(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of VIEW_PARAM_NAMES) next.delete(name);
  return next;
}

export function viewParams(view: GridView): RecordViewParams {
  return {
    filters: view.filters.length > 0 ? JSON.stringify(view.filters) : undefined,
    keywords: view.keywords || undefined,
    sort: view.sort?.field,
    direction: view.sort?.direction,
  };
}

/**
 * The field the view's range filters (not equals, greater than, …) are on: Firestore orders by
 * it first, so the api sorts by it and refuses another sort.
 */
export function rangeField(view: Pick<GridView, 'filters'>): string | undefined {
  return view.filters.find((filter) => RANGE_OPERATORS.has(filter.op))?.field;
}

/**
 * The order the grid is in: the view's; without one, the range filter's field ascending, or
 * the api's default (newest first).
 */
export function effectiveSort(view: GridView): RecordSort {
  if (view.sort) return view.sort;
  const ranged = rangeField(view);
  return ranged ? { field: ranged, direction: 'asc' } : DEFAULT_RECORD_SORT;
}

/** Clicking a header: sort by it ascending, then descending, then ascending again. */
export function toggledSort(view: GridView, field: string): RecordSort {
  const current = effectiveSort(view);
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** Whether two views ask for the same records in the same order. */
export function sameView(a: GridView, b: GridView): boolean {
  return JSON.stringify(viewParams(a)) === JSON.stringify(viewParams(b));
}

/**
 * The view part of a URL's query string, to carry from the grid to a record and back; the
 * member viewed as goes along too, so that "back" returns to the grid as they see it.
 */
export function viewSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of [...VIEW_PARAM_NAMES, AS_USER_PARAM]) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
