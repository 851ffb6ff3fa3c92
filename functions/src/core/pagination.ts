import type { PageInfo } from '../shared/contract/common.schema.js';

/** The documents to skip for a page numbered from 1. */
export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}

export function pageInfo(totalItems: number, page: number, size: number): PageInfo {
  return { totalItems, pages: Math.ceil(totalItems / size), currentPage: page };
}
