import { SEARCH_MIN_LENGTH } from '../constants.js';

// What a search compares: the server's stored keywords and the browser's "long enough" rule
// both read text through normaliseText, so they never disagree on what was typed.

/** Lower case, no accents, single spaces: "  Éloïse  DUPONT " → "eloise dupont". */
export function normaliseText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether typed keywords are long enough to search (SPEC.md §5: at least 3 characters). */
export function isSearchable(keywords: string): boolean {
  return normaliseText(keywords).length >= SEARCH_MIN_LENGTH;
}
