import { SEARCH_MIN_LENGTH } from '@shared/constants';

/** SPEC §5: the global search needs more than 2 characters (surrounding spaces do not count). */
export function isSearchable(keywords: string): boolean {
  return keywords.trim().length >= SEARCH_MIN_LENGTH;
}

export function searchPath(keywords: string): string {
  return `/search?${new URLSearchParams({ keywords: keywords.trim() }).toString()}`;
}
