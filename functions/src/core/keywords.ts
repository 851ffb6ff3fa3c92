// Firestore has no full-text search. Searchable documents keep a `keywords` array of normalised
// prefixes, and a search is one `array-contains` on the normalised query: exact counts, an index
// lookup, and no scan.

/** Longer queries are cut to this length, which is also the longest stored prefix. */
export const KEYWORD_MAX_LENGTH = 30;

const WORD_SEPARATORS = /[\s\-'’.@_,;:/()]+/;

/** Lower case, no accents, single spaces: "  Éloïse  DUPONT " → "eloise dupont". */
export function normaliseText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

function prefixesOf(text: string): string[] {
  const capped = text.slice(0, KEYWORD_MAX_LENGTH);
  const prefixes: string[] = [];
  for (let length = 1; length <= capped.length; length += 1) {
    const prefix = capped.slice(0, length).trimEnd();
    if (prefix) prefixes.push(prefix);
  }
  return prefixes;
}

/** Every prefix of each value and of each word in it, so "dup", "elo" and "eloise d" all match. */
export function keywordsOf(values: readonly string[]): string[] {
  const keywords = new Set<string>();
  for (const value of values) {
    const text = normaliseText(value);
    if (!text) continue;
    for (const prefix of prefixesOf(text)) keywords.add(prefix);
    for (const word of text.split(WORD_SEPARATORS)) {
      for (const prefix of prefixesOf(word)) keywords.add(prefix);
    }
  }
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
