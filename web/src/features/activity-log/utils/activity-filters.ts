import type { ActivityAction } from '@shared/contract/activity.schema';
import { ACTIVITY_ACTIONS } from '@shared/contract/activity.schema';

// The log's filters live in the address (`?actor=…&action=…&from=YYYY-MM-DD&to=YYYY-MM-DD`), so a
// filtered log can be shared and survives a reload. Dates are days of the viewer's calendar; the
// API is asked for the instants that bound them.

export interface ActivityFilters {
  readonly actor: string;
  readonly action: ActivityAction | '';
  /** First day shown, YYYY-MM-DD. */
  readonly from: string;
  /** Last day shown, YYYY-MM-DD (included). */
  readonly to: string;
}

export const NO_FILTERS: ActivityFilters = { actor: '', action: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersOf(params: URLSearchParams): ActivityFilters {
  const action = params.get('action') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    actor: params.get('actor') ?? '',
    action: ACTIVITY_ACTIONS.find((candidate) => candidate === action) ?? '',
    from: day('from'),
    to: day('to'),
  };
}

export function hasFilters(filters: ActivityFilters): boolean {
  return Boolean(filters.actor || filters.action || filters.from || filters.to);
}

/** Local midnight of a YYYY-MM-DD day, `plusDays` later. */
function localMidnight(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + plusDays);
}

/** What the API is asked: `to` is the midnight after the last day, which it excludes. */
export function activitiesQueryOf(filters: ActivityFilters) {
  return {
    actor_id: filters.actor || undefined,
    action: filters.action || undefined,
    from: filters.from ? localMidnight(filters.from).toISOString() : undefined,
    to: filters.to ? localMidnight(filters.to, 1).toISOString() : undefined,
  };
}
