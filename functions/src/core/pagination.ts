import type { PageInfo } from '../shared/contract/common.schema.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';
import type { PageCursor } from './page-cursor.js';

/** What one list call asks for: a cursor when it has one, else a page number from 1. */
export interface PageRequest {
  readonly size: number;
  /** Read with an offset when there is no cursor; the contract keeps it shallow (MAX_PAGE). */
  readonly page: number;
  readonly cursor: PageCursor | null;
}

/** One page of a list, with the total from a count aggregation. */
export interface CursorPage<T> {
  readonly items: T[];
  readonly total: number;
  readonly currentPage: number;
  readonly nextCursor: PageCursor | null;
  readonly prevCursor: PageCursor | null;
}

/** The request of a `?page=&cursor=` query; a cursor the api did not make is a 400. */
export function pageRequest(
  query: { readonly page: number; readonly cursor?: string | undefined },
  size: number,
): PageRequest {
  return { size, page: query.page, cursor: query.cursor ? decodeCursor(query.cursor) : null };
}

/** `totalItems`, `pages`, `currentPage` and the cursors either side, as lists answer them. */
export function pageInfo(page: CursorPage<unknown>, size: number): PageInfo {
  return {
    totalItems: page.total,
    pages: Math.ceil(page.total / size),
    currentPage: page.currentPage,
    next_cursor: page.nextCursor ? encodeCursor(page.nextCursor) : null,
    prev_cursor: page.prevCursor ? encodeCursor(page.prevCursor) : null,
  };
}
