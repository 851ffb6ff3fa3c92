import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  page: number;
  /** A filter of the URL (`keywords`, `group`, `tab`…), empty when absent. */
  get: (name: string) => string;
  setPage: (page: number) => void;
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
  alsoRemove?: string,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  if (alsoRemove) next.delete(alsoRemove);
  return next;
}

/**
 * A list's page and filters live in the URL, so that a reload, a shared link or the back button
 * show the same page of the same list. `prefix` keeps two lists of one screen apart.
 */
export function useListParams(prefix = ''): ListParams {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => `${prefix}${name}`;

  const setPage = useCallback(
    (page: number) =>
      setParams((current) => withParam(current, `${prefix}page`, page > 1 ? String(page) : null), {
        preventScrollReset: true,
      }),
    [prefix, setParams],
  );

  const setFilter = useCallback(
    (name: string, value: string | null) =>
      setParams((current) => withParam(current, `${prefix}${name}`, value, `${prefix}page`), {
        preventScrollReset: true,
        replace: name === 'keywords',
      }),
    [prefix, setParams],
  );

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams((current) => withParam(current, `${prefix}${name}`, value), {
        preventScrollReset: true,
      }),
    [prefix, setParams],
  );

  return {
    page: readPage(params.get(key('page'))),
    get: (name) => params.get(key(name)) ?? '',
    setPage,
    setFilter,
    setParam,
  };
}
