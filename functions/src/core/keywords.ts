// Firestore has no full-text search. Searchable documents keep a `keywords` array of normalised
// prefixes, and a search is one `array-contains` on the normalised query: exact counts, an index
// lookup, and no scan.

import { normaliseText } from '../shared/contract/search-text.js';

// Callers on the server read the normalisation from here, with the keywords it makes.
export { normaliseText };

/** Longer queries are cut to this length, which is also the longest stored prefix. */
export const KEYWORD_MAX_LENGTH = 30;

const WORD_SEPARATORS = /[\s\-'’.@_,;:/()]+/;

function prefixesOf(text: string, shortest: number): string[] {
  const capped = text.slice(0, KEYWORD_MAX_LENGTH);
  const prefixes: string[] = [];
  for (let length = shortest; length <= capped.length; length += 1) {
    const prefix = capped.slice(0, length).trimEnd();
    if (prefix) prefixes.push(prefix);
  }
  return prefixes;
}

export interface KeywordOptions {
  /**
   * Texts (long text) that give the prefixes of their words alone: "visit" and "not" match
   * "Visit notes for…", "visit n" does not. A keyword is an index entry, and a note's prefixes
   * across its words were a fifth of an imported record's entries for searches nobody types.
   */
  readonly wordsOnly?: readonly string[];
  /** The shortest prefix kept (1: every one); shorter ones can then never be searched. */
  readonly shortest?: number;
}

/** Every prefix of each value and of each word in it, so "dup", "elo" and "eloise d" all match. */
export function keywordsOf(values: readonly string[], options: KeywordOptions = {}): string[] {
  const { wordsOnly = [], shortest = 1 } = options;
  const keywords = new Set<string>();
  const add = (value: string, whole: boolean) => {
    const text = normaliseText(value);
    if (!text) return;
    if (whole) for (const prefix of prefixesOf(text, shortest)) keywords.add(prefix);
    for (const word of text.split(WORD_SEPARATORS)) {
      for (const prefix of prefixesOf(word, shortest)) keywords.add(prefix);
    }
  };
  for (const value of values) add(value, true);
  for (const value of wordsOnly) add(value, false);
  return [...keywords].sort();
}

/** The keywords of a person: names both ways round and the e-mail address. */
export function personKeywords(person: {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
}): string[] {
  const { email, first_name: first, last_name: last } = person;
  return keywordsOf([first, last, `${first} ${last}`, `${last} ${first}`, email]);
}

/** The value to look up with `array-contains`, or null when the query is blank. */
export function searchKeyOf(query: string | undefined): string | null {
  if (query === undefined) return null;
  const key = normaliseText(query).slice(0, KEYWORD_MAX_LENGTH).trimEnd();
  return key === '' ? null : key;
}
