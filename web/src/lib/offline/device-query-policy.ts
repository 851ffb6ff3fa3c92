import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { collectKeys } from '@/lib/collect/collect-keys';
import { programKeys, sessionKeys } from '@/lib/query-keys';

/** Kept data older than this is dropped: a week-old grid misleads more than it helps. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** Pages of grid rows kept, the most recently loaded first (a page is RECORDS_PAGE_SIZE rows). */
export const KEPT_RECORD_PAGES = 20;
/** Records opened one by one (their view and edit screens). */
export const KEPT_RECORDS = 100;

// features/records/api/record-keys.ts roots a record's entries at ['record', id]; lib may not
// import a feature, and device-query-policy.test.ts checks that the two agree.
const RECORD_ROOT = 'record';
const GRID = 'grid';

type KeptKind = 'session' | 'grid' | 'record' | 'other';

const startsWith = (key: QueryKey, prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

/**
 * What a contributor needs to work offline, and nothing else (no dashboards, members or
 * reports): who they are and their programs, each program's collects, each collect opened (its
 * fields, options and translations come with it), the grid pages loaded and the records opened.
 */
function keptKind(key: QueryKey): KeptKind | null {
  const [root, id, scope, sub] = key;
  if (startsWith(key, sessionKeys.currentUser()) || startsWith(key, sessionKeys.programs())) {
    return 'session';
  }
  if (root === programKeys.all[0] && typeof id === 'string') {
    return scope === 'detail' || scope === 'collects' ? 'other' : null;
  }
  if (root === collectKeys.all[0] && typeof id === 'string') {
    if (startsWith(key, collectKeys.detail(id))) return 'other';
    return startsWith(key, collectKeys.records(id)) && sub === GRID ? 'grid' : null;
  }
  if (root === RECORD_ROOT && typeof id === 'string') {
    return scope === 'detail' || scope === 'in-view' ? 'record' : null;
  }
  return null;
}

export function isKeptOnDevice(key: QueryKey): boolean {
  return keptKind(key) !== null;
}

type DehydratedQuery = DehydratedState['queries'][number];

function isInfiniteData(data: unknown): data is { pages: unknown[]; pageParams: unknown[] } {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { pages?: unknown }).pages) &&
    Array.isArray((data as { pageParams?: unknown }).pageParams)
  );
}

/** The first `count` pages of an infinite query (the rows a reload would show first). */
function firstPages(query: DehydratedQuery, count: number): DehydratedQuery {
  const { data } = query.state;
  if (!isInfiniteData(data) || data.pages.length <= count) return query;
  return {
    ...query,
    state: {
      ...query.state,
      data: { pages: data.pages.slice(0, count), pageParams: data.pageParams.slice(0, count) },
    },
  };
}

function pageCount(query: DehydratedQuery): number {
  const { data } = query.state;
  return isInfiniteData(data) ? data.pages.length : 1;
}

/**
 * The part of the cache kept on the device: successful answers of the kinds above, younger than
 * KEPT_FOR_MS, at most KEPT_RECORD_PAGES grid pages and KEPT_RECORDS records, newest first.
 */
export function boundForDevice(state: DehydratedState, now: number): DehydratedState {
  const fresh = state.queries
    .filter(
      (query) =>
        query.state.status === 'success' &&
        query.state.data !== undefined &&
        now - query.state.dataUpdatedAt <= KEPT_FOR_MS &&
        isKeptOnDevice(query.queryKey),
    )
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);

  const kept: DehydratedQuery[] = [];
  let pagesLeft = KEPT_RECORD_PAGES;
  let recordsLeft = KEPT_RECORDS;
  for (const query of fresh) {
    const kind = keptKind(query.queryKey);
    if (kind === 'grid') {
      if (pagesLeft <= 0) continue;
      const trimmed = firstPages(query, pagesLeft);
      pagesLeft -= pageCount(trimmed);
      kept.push(trimmed);
    } else if (kind === 'record') {
      if (recordsLeft <= 0) continue;
      recordsLeft -= 1;
      kept.push(query);
    } else {
      kept.push(query);
    }
  }
  return { mutations: [], queries: kept };
}
