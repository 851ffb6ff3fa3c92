import { invalidArgument } from '../errors/rpc-error.js';

const SIMPLE_SEGMENT = /^[a-zA-Z_][a-zA-Z_0-9]*$/;
const RESERVED = /^__.*__$/;

/** Splits a field path (`a.b`, `` `x.y`.z ``) into its segments. */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (quoted) {
      if (char === '\\') {
        const next = path[i + 1];
        if (next === undefined) throw invalidArgument(`Invalid field path: ${path}`);
        current += next;
        i++;
      } else if (char === '`') {
        quoted = false;
      } else {
        current += char;
      }
    } else if (char === '`') {
      quoted = true;
      wasQuoted = true;
    } else if (char === '.') {
      pushSegment(segments, current, wasQuoted, path);
      current = '';
      wasQuoted = false;
    } else {
      current += char;
    }
  }
  if (quoted) throw invalidArgument(`Invalid field path: ${path}. Unterminated backtick.`);
  pushSegment(segments, current, wasQuoted, path);
  return segments;
}

function pushSegment(segments: string[], segment: string, quoted: boolean, path: string): void {
  if (segment === '' && !quoted) {
    throw invalidArgument(
      `Invalid field path: ${path}. Field paths must not contain empty segments.`,
    );
  }
  if (segment === '') {
    throw invalidArgument(`Invalid field path: ${path}. Field names must not be empty.`);
  }
  segments.push(segment);
}

export function quoteSegment(segment: string): string {
  if (SIMPLE_SEGMENT.test(segment)) return segment;
  return '`' + segment.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';
}

/** Canonical string of a field path, used as index key and in messages. */
export function canonicalFieldPath(segments: readonly string[]): string {
  return segments.map(quoteSegment).join('.');
}

export function isReservedName(segment: string): boolean {
  return RESERVED.test(segment);
}

/** Field paths written to documents must not use reserved `__.*__` names. */
export function assertWritableFieldPath(segments: readonly string[], path: string): void {
  for (const segment of segments) {
    if (isReservedName(segment)) {
      throw invalidArgument(
        `Invalid field path: ${path}. Field names matching the regular expression __.*__ are reserved.`,
      );
    }
  }
}

export const DOCUMENT_ID_FIELD = '__name__';
