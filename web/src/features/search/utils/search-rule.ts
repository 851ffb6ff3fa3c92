/** SPEC §5: searches need at least 3 characters (spaces and accents do not count). */
export { isSearchable } from '@shared/contract/search-text';

export function searchPath(keywords: string): string {
  return `/search?${new URLSearchParams({ keywords: keywords.trim() }).toString()}`;
}
