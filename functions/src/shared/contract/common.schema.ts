import { z } from 'zod/mini';
import { CURSOR_MAX_LENGTH, MAX_PAGE, PAGE_OFFSET_MAX, PAGE_SIZE } from '../constants.js';

/** Instants travel as ISO 8601 strings in UTC (`2026-01-02T03:04:05.000Z`). */
export const isoDateSchema = z.iso.datetime();

// Half of a UTF-16 pair with no other half: it has no UTF-8 form.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A document id in a path, body or query, by Firestore's own rules for document ids: not
 * empty, no `/`, not `.` or `..`, not `__…__` (reserved), well-formed Unicode (ids are UTF-8),
 * and at most 128 characters (well under Firestore's 1,500 bytes). Every id a client sends
 * passes here, so none can reach the SDK, where a bad one throws and would answer 500.
 */
export const idSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(128),
  z.regex(/^[^/]+$/, 'Invalid id: must not contain /'),
  z.refine((value) => value !== '.' && value !== '..', 'Invalid id: . and .. are not ids'),
  z.refine((value) => !/^__[\s\S]*__$/.test(value), 'Invalid id: __…__ is reserved'),
  z.refine((value) => !LONE_SURROGATE.test(value), 'Invalid id: not well-formed Unicode'),
);

// Bidirectional formatting (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) and the line and
// paragraph separators: invisible, and able to make text read other than it is.
const INVISIBLE_FORMATTING = new Set([
  0x061c, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067,
  0x2068, 0x2069,
]);

export const PLAIN_TEXT_MESSAGE = 'Must not contain control or bidirectional formatting characters';

/**
 * True when the text holds no control character (C0, DEL, C1) and no invisible formatting.
 * Names are printed in invitation e-mails and pages, where `U+202E` could reverse what follows.
 */
export function isPlainText(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || INVISIBLE_FORMATTING.has(code)) {
      return false;
    }
  }
  return true;
}

/**
 * `?page=` numbered from 1 (default 1), for the first pages only (see PAGE_OFFSET_MAX): deeper
 * pages are reached with `cursor`.
 */
export const pageSchema = z._default(
  z.coerce
    .number()
    .check(
      z.int(),
      z.minimum(1),
      z.maximum(
        MAX_PAGE,
        `Pages start at most ${PAGE_OFFSET_MAX} entries deep: follow next_cursor instead`,
      ),
    ),
  1,
);

/** Where `limit` varies: the page may not start more than PAGE_OFFSET_MAX documents deep. */
export function checkPageOffset(
  query: { readonly page: number; readonly limit: number },
  context: z.core.$RefinementCtx,
): void {
  if ((query.page - 1) * query.limit > PAGE_OFFSET_MAX) {
    context.addIssue({
      code: 'custom',
      path: ['page'],
      message: `Pages start at most ${PAGE_OFFSET_MAX} entries deep: follow next_cursor instead`,
    });
  }
}

/**
 * `?cursor=`: the `next_cursor` or `prev_cursor` of a previous answer, opaque to clients. It
 * takes precedence over `page`; the api refuses one it did not make (400).
 */
export const cursorQuerySchema = z.optional(
  z.string().check(z.maxLength(CURSOR_MAX_LENGTH), z.regex(/^[\w-]+$/, 'Invalid cursor')),
);

/** `?keywords=`: a prefix of a name or e-mail, matched without case or accents. */
export const keywordsQuerySchema = z.optional(z.string().check(z.trim(), z.maxLength(100)));

export const pageInfoSchema = z.object({
  totalItems: z.number().check(z.int(), z.minimum(0)),
  pages: z.number().check(z.int(), z.minimum(0)),
  currentPage: z.number().check(z.int(), z.minimum(1)),
  /** Pass as `cursor` for the page after this one; null on the last page. */
  next_cursor: z.nullable(z.string()),
  /** Pass as `cursor` for the page before this one; null on the first page. */
  prev_cursor: z.nullable(z.string()),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** How the lists of PAGE_SIZE items page, for their documentation. */
export const PAGING_DESCRIPTION = `Follow \`next_cursor\` / \`prev_cursor\` with \`cursor\`: a call reads at most ${PAGE_SIZE + 1} documents plus one count aggregation, however deep. \`page\` reaches the first ${MAX_PAGE} pages only (400 beyond).`;

/**
 * `{ <key>: items[], totalItems, pages, currentPage }`, the list shape of SPEC.md §7, with the
 * cursors of the pages either side.
 */
export function paginatedSchema<K extends string, T extends z.ZodMiniType>(key: K, item: T) {
  return z.extend(pageInfoSchema, { [key]: z.array(item) } as Record<K, z.ZodMiniArray<T>>);
}

export const idResponseSchema = z.object({ _id: z.string() });
export type IdResponse = z.infer<typeof idResponseSchema>;

const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);

/** Form and query flags: `true`, `1`, `on` or `yes` (any case) mean true. */
export const flagSchema = z.pipe(
  z.union([z.boolean(), z.string()]),
  z.transform((value) =>
    typeof value === 'boolean' ? value : TRUE_VALUES.has(value.trim().toLowerCase()),
  ),
);
