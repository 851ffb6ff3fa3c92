import { MAX_PAGE } from '@shared/constants';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * Where a list reads from: the cursor of the page on screen (a `next_cursor` or `prev_cursor`
 * of the api) or, without one, a page number. Numbers reach the first pages only: the api
 * refuses to skip more documents than that.
 */
export interface ListPosition {
  page?: number;
  cursor?: string;
}

export interface ListParams {
  page: number;
  /** The cursor the page was reached with; empty for a page reached by its number. */
  cursor: string;
  /** What to ask the api for this page. */
  position: ListPosition;
  /** A filter of the URL (`keywords`, `group`, `tab`…), empty when absent. */
  get: (name: string) => string;
  /** Page `page`, reached with `cursor` when given (the pagers' next and previous). */
  setPage: (page: number, cursor?: string | null) => void;
  /** Changing a filter goes back to the first page. */
  setFilter: (name: string, value: string | null) => void;
  /** A parameter that is not a filter (an open drawer): the page stays. */
  setParam: (name: string, value: string | null) => void;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `current` with `name` set to `value` (removed when empty), and `alsoRemove` removed. */
function withParam(
  current: URLSearchParams,
  name: string,
  value: string | null,
  alsoRemove: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  for (const removed of alsoRemove) next.delete(removed);
  return next;
}

/**
 * A list's page and filters live in the URL, so that a reload, a shared link or the back button
 * show the same page of the same list. `prefix` keeps two lists of one screen apart.
 */
export function useListParams(prefix = ''): ListParams {
  const [params, setSearchParams] = useSearchParams();
  const key = (name: string) => `${prefix}${name}`;
  // React Router hands an update the parameters of the last render, not those of a navigation
  // still on its way: a search typed, then a row opened before the search's debounce ran, lost
  // the open drawer (the search's update was built on the URL without it). Each update builds on
  // the last one asked for; the URL's own parameters take over once a render has them.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const setParams = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options: NavigateOptions) => {
      latest.current = change(latest.current);
      setSearchParams(latest.current, options);
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number, cursor?: string | null) =>
      setParams(
        (current) =>
          withParam(
            withParam(current, `${prefix}page`, page > 1 ? String(page) : null),
            `${prefix}cursor`,
            page > 1 ? (cursor ?? null) : null,
          ),
        { preventScrollReset: true },
      ),
    [prefix, setParams],
  );

  const setFilter = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) =>
          withParam(current, `${prefix}${name}`, value, [`${prefix}page`, `${prefix}cursor`]),
        { preventScrollReset: true, replace: name === 'keywords' },
      ),
    [prefix, setParams],
  );

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams((current) => withParam(current, `${prefix}${name}`, value), {
        preventScrollReset: true,
      }),
    [prefix, setParams],
  );

  const page = readPage(params.get(key('page')));
  const cursor = params.get(key('cursor')) ?? '';
  return {
    page,
    cursor,
    // A shared link of a deep page without its cursor shows the deepest page numbers reach.
    position: cursor ? { cursor } : { page: Math.min(page, MAX_PAGE) },
    get: (name) => params.get(key(name)) ?? '',
    setPage,
    setFilter,
    setParam,
  };
}
