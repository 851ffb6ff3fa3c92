/**
 * What an attacker or a broken client sends: the catalogue issue 9 asks the fuzzer to try on every
 * endpoint. Strings are sent as they are inside JSON; path and query entries are raw, already in
 * the form they take on the request line.
 */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  'a/b',
  '../..',
  '..',
  '.',
  '%ZZ',
  '%2F',
  '\u0000',
  ...PROTOTYPE_KEYS,
  '\u202Eevil\u202C',
  '\u0007\u001b[31m',
  'é'.repeat(130),
  '🌈'.repeat(70),
  'x'.repeat(1600),
  'y'.repeat(100_000),
  '\ud800',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '{{7*7}}${7*7}',
  'null',
  'NaN',
  '-1',
  '1e309',
  ' padded ',
  'UPPER@EXAMPLE.ORG',
  'not-an-email',
  '\n\r\t',
];

export const NASTY_NUMBERS: readonly number[] = [
  0,
  -1,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
];

/** A value of any JSON type, chosen to be wrong for most fields. */
export const NASTY_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  ...NASTY_NUMBERS,
  ...NASTY_STRINGS.slice(0, 12),
  [],
  [null],
  ['a', 1, null],
  {},
  { a: { b: { c: {} } } },
  JSON.parse('{"__proto__":{"fz_polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"fz_polluted":true}}}'),
];

/** Path segments, raw on the request line. */
export const NASTY_SEGMENTS: readonly string[] = [
  'a/b',
  'a%2Fb',
  '..',
  '%2e%2e',
  '.',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%FF%FE',
  ...PROTOTYPE_KEYS,
  'x'.repeat(1600),
  encodeURIComponent('é中🌈'),
  encodeURIComponent('\u202Eevil'),
  '%20',
  'null',
  '-1',
  '*',
  ':id',
  '%3Cscript%3E',
  '..%2F..%2Fadmin',
  '%252F',
];

/** Query values, raw. */
export const NASTY_QUERY_VALUES: readonly string[] = [
  '%ZZ',
  '',
  '-1',
  '0',
  '1e400',
  'abc',
  '1.5',
  '9007199254740993',
  '%00',
  'a%2Fb',
  '..',
  encodeURIComponent('🌈é'),
  'z'.repeat(5000),
  'true',
];

/** Whole `name=value` pairs that change the query's shape, for a documented name. */
export function nastyQueryShapes(name: string): string[] {
  return [
    `${name}=1&${name}=2`,
    `${name}[]=1`,
    `${name}[__proto__]=1`,
    `${name}[a][b]=1`,
    `${name}`,
    `${name}=%ZZ`,
  ];
}

export const EXTRA_QUERY: readonly string[] = [
  '__proto__[fz_polluted]=1',
  'constructor[prototype][fz_polluted]=1',
  'toString=1',
  'hasOwnProperty=1',
  'fz_extra=1',
  '%ZZ=1',
];

/** Bodies sent as application/json that are not JSON, or not the JSON anyone expects. */
export const MALFORMED_JSON: readonly string[] = [
  '{"id":',
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '{',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '{"a":NaN}',
  '{"a":1e999}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"fz_polluted":true}}',
  '{"constructor":{"prototype":{"fz_polluted":true}}}',
  '',
  '   ',
  '{"a":"\\ud800"}',
  `{"a":"${'x'.repeat(200_000)}"}`,
];

/** x-auth values that are not a valid ID token. */
export const BAD_TOKENS: readonly string[] = [
  'garbage',
  'null',
  'undefined',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'x'.repeat(6000),
  '%ZZ',
];
