import { z } from 'zod';
import { MAX_PAGE } from '../constants.js';

/** Instants travel as ISO 8601 strings in UTC (`2026-01-02T03:04:05.000Z`). */
export const isoDateSchema = z.iso.datetime();

/** A document id in a path, body or query: Firestore's own limits, no slash. */
export const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[^/]+$/, 'Invalid id')
  .refine((value) => value !== '.' && value !== '..' && !/^__.*__$/.test(value), 'Invalid id');

/** `?page=` numbered from 1 (default 1). */
export const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/** `?keywords=`: a prefix of a name or e-mail, matched without case or accents. */
export const keywordsQuerySchema = z.string().trim().max(100).optional();

export const pageInfoSchema = z.object({
  totalItems: z.number().int().min(0),
  pages: z.number().int().min(0),
  currentPage: z.number().int().min(1),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** `{ <key>: items[], totalItems, pages, currentPage }`, the list shape of SPEC.md §7. */
export function paginatedSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return pageInfoSchema.extend({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>);
}

export const idResponseSchema = z.object({ _id: z.string() });
export type IdResponse = z.infer<typeof idResponseSchema>;

const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);

/** Form and query flags: `true`, `1`, `on` or `yes` (any case) mean true. */
export const flagSchema = z
  .union([z.boolean(), z.string()])
  .transform((value) =>
    typeof value === 'boolean' ? value : TRUE_VALUES.has(value.trim().toLowerCase()),
  );
