import { z } from 'zod';
import { invalidField } from './errors.js';

// A list's cursor names a position in its order: the order values and the id of a document
// that was on screen, which page that was, and which way to read from it. Firestore starts the
// next query right there (startAfter), so no page skips documents, however deep. It travels as
// base64url JSON: opaque to clients, and checked here field by field, so that a cursor the api
// did not make is a 400 instead of a query built from arbitrary values.

/** A Timestamp as whole seconds and nanoseconds, so that no precision is lost on the way. */
export type TimestampValue = readonly [seconds: number, nanoseconds: number];
/**
 * Records are ordered by their fields too, which hold numbers, booleans, null or lists of text
 * (a list field filtered with "not empty" is the query's order, as Firestore wants).
 */
export type CursorValue = string | number | boolean | null | TimestampValue | readonly string[];

export interface PageCursor {
  /** The page the reading lands on, numbered from 1 (what the answer calls `currentPage`). */
  readonly page: number;
  /** `after`: the documents that follow the position; `before`: those that precede it. */
  readonly direction: 'after' | 'before';
  /** The order values of the document at the position, one per ordered field. */
  readonly values: readonly CursorValue[];
  readonly id: string;
}

const timestampSchema = z.tuple([
  z.number().int().min(-62135596800).max(253402300799),
  z.number().int().min(0).max(999_999_999),
]);

const cursorSchema = z.strictObject({
  p: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  d: z.enum(['a', 'b']),
  v: z
    .array(
      z.union([
        z.string().max(1500),
        z.number().finite(),
        z.boolean(),
        z.null(),
        timestampSchema,
        z.array(z.string().max(1500)).max(200),
      ]),
    )
    .max(4),
  // A plain document id: Firestore refuses a path where a query orders by document id.
  id: z
    .string()
    .min(1)
    .max(1500)
    .regex(/^[^/]+$/),
});

/** A timestamp is the one list of two numbers a cursor holds; a list field holds text. */
export function isTimestampValue(value: CursorValue): value is TimestampValue {
  return (
    Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'number')
  );
}

export function encodeCursor(cursor: PageCursor): string {
  const payload: z.infer<typeof cursorSchema> = {
    p: cursor.page,
    d: cursor.direction === 'after' ? 'a' : 'b',
    v: cursor.values.map((value): z.infer<typeof cursorSchema>['v'][number] => {
      if (isTimestampValue(value)) return [value[0], value[1]];
      if (Array.isArray(value)) return value.map(String);
      return value as string | number | boolean | null;
    }),
    id: cursor.id,
  };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** The cursor of `?cursor=`, or a 400 naming `cursor` when it is not one the api made. */
export function decodeCursor(text: string): PageCursor {
  const parsed = cursorSchema.safeParse(parseJson(Buffer.from(text, 'base64url').toString('utf8')));
  if (!parsed.success) throw invalidField('cursor', 'Invalid cursor');
  const { p, d, v, id } = parsed.data;
  return { page: p, direction: d === 'a' ? 'after' : 'before', values: v, id };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
