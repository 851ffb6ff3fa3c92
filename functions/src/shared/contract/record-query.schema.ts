import { z } from 'zod/mini';
import type { RecordField } from './field.schema.js';

// The records grid's query language, shared by the api (which turns it into one Firestore query
// and refuses what Firestore cannot answer) and the web app (whose filter builder offers only
// what the api accepts). Firestore shapes it:
// - every filter is an equality (eq, in, contains, contains_any, empty) except the "range"
//   operators (neq, nin, gt, gte, lt, lte, not_empty), which Firestore answers in the order of
//   their field: at most one field may carry them, and the grid is then sorted by that field;
// - one array lookup per query: keyword search, `contains` and `contains_any` exclude each other;
// - `in` and `contains_any` take at most 30 values, `nin` at most 10, and `nin` excludes `neq`;
// - filters use the collect's filterable fields and sorting its sortable ones, whose composite
//   indexes the collect keeps (see README, "Firestore indexes").

export const RECORD_FILTER_OPERATORS = [
  'eq',
  'neq',
  'in',
  'nin',
  'contains',
  'contains_any',
  'gt',
  'gte',
  'lt',
  'lte',
  'empty',
  'not_empty',
] as const;
export type RecordFilterOperator = (typeof RECORD_FILTER_OPERATORS)[number];

/** Operators Firestore answers in the order of their field (inequalities). */
export const RANGE_OPERATORS: ReadonlySet<RecordFilterOperator> = new Set([
  'neq',
  'nin',
  'gt',
  'gte',
  'lt',
  'lte',
  'not_empty',
]);
/** Operators that use the query's one array lookup. */
export const ARRAY_OPERATORS: ReadonlySet<RecordFilterOperator> = new Set([
  'contains',
  'contains_any',
]);
/** Operators that take no value. */
export const VALUELESS_OPERATORS: ReadonlySet<RecordFilterOperator> = new Set([
  'empty',
  'not_empty',
]);
/** Operators whose value is a list. */
export const LIST_OPERATORS: ReadonlySet<RecordFilterOperator> = new Set([
  'in',
  'nin',
  'contains_any',
]);

export const IN_VALUES_MAX = 30;
export const NOT_IN_VALUES_MAX = 10;
export const RECORD_FILTERS_MAX = 10;
export const RECORDS_PAGE_SIZE = 50;
export const RECORDS_PAGE_SIZE_MAX = 100;
/** Timestamps every record carries; the grid sorts by them like by a field. */
export const RECORD_TIME_FIELDS = ['created_at', 'updated_at'] as const;
export type RecordTimeField = (typeof RECORD_TIME_FIELDS)[number];
/** The grid's order when none is asked: newest first. */
export const DEFAULT_RECORD_SORT = { field: 'created_at', direction: 'desc' } as const;

export const filterScalarSchema = z.union([
  z.string().check(z.maxLength(1000)),
  z.number(),
  z.boolean(),
]);
export type FilterScalar = z.infer<typeof filterScalarSchema>;

/** One condition of the grid: `{ field: 'status', op: 'in', value: ['open', 'late'] }`. */
export const recordFilterSchema = z.object({
  /** A variable of the collect's model. */
  field: z.string().check(z.minLength(1), z.maxLength(63)),
  op: z.enum(RECORD_FILTER_OPERATORS),
  value: z.optional(
    z.union([filterScalarSchema, z.array(filterScalarSchema).check(z.maxLength(IN_VALUES_MAX))]),
  ),
});
export type RecordFilter = z.infer<typeof recordFilterSchema>;

export const recordFiltersSchema = z
  .array(recordFilterSchema)
  .check(z.maxLength(RECORD_FILTERS_MAX));

export const recordSortSchema = z.object({
  /** A sortable variable of the collect, or `created_at` / `updated_at`. */
  field: z.string().check(z.minLength(1), z.maxLength(63)),
  direction: z.enum(['asc', 'desc']),
});
export type RecordSort = z.infer<typeof recordSortSchema>;

/** The view a manager saves for everyone: the grid opens with it when its URL says nothing. */
export const defaultFiltersSchema = z.object({
  filters: recordFiltersSchema,
  sort: z.nullable(recordSortSchema),
});
export type DefaultFilters = z.infer<typeof defaultFiltersSchema>;

/** The operators the filter builder offers for a field, by datatype and input method. */
export function operatorsFor(
  field: Pick<RecordField, 'datatype' | 'input_method'>,
): RecordFilterOperator[] {
  switch (field.datatype) {
    case 'STRING_ARRAY':
      return ['contains', 'contains_any', 'empty', 'not_empty'];
    case 'BOOLEAN':
      return ['eq', 'empty', 'not_empty'];
    case 'NUMBER':
      return ['eq', 'neq', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'empty', 'not_empty'];
    case 'STRING':
      if (field.input_method === 'TEXT_AREA' || field.input_method === 'FILE_UPLOAD') {
        return ['empty', 'not_empty'];
      }
      if (field.input_method === 'DATE_PICKER' || field.input_method === 'TIME_PICKER') {
        return ['eq', 'neq', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'empty', 'not_empty'];
      }
      return ['eq', 'neq', 'in', 'nin', 'empty', 'not_empty'];
  }
}

/** Whether the grid can sort by a field (long text, files and lists have no useful order). */
export function isSortableField(field: Pick<RecordField, 'datatype' | 'input_method'>): boolean {
  if (field.datatype === 'STRING_ARRAY') return false;
  return field.input_method !== 'TEXT_AREA' && field.input_method !== 'FILE_UPLOAD';
}

/** Whether a field may be offered as a filter (its equality lookups get composite indexes). */
export function isFilterableField(field: Pick<RecordField, 'datatype' | 'input_method'>): boolean {
  return field.input_method !== 'TEXT_AREA' && field.input_method !== 'FILE_UPLOAD';
}

// `filters` travels in the query string as JSON, so that a link reproduces the view.
// A mini transform's context is the parse payload (no `addIssue`): issues are pushed onto it,
// with the input as classic's `addIssue` records it.
const filtersParamSchema = z.pipe(
  z.string().check(z.maxLength(4000)),
  z.transform((text: string, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.issues.push({ code: 'custom', message: 'Must be a JSON array of filters', input: text });
      return z.NEVER;
    }
    const checked = recordFiltersSchema.safeParse(parsed);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      ctx.issues.push({ code: 'custom', path: issue.path, message: issue.message, input: text });
    }
    return z.NEVER;
  }),
);

/**
 * GET /api/program/collects/{collect_id}/items and …/next-and-previous: the grid's view.
 * `filters` is a JSON array of `{ field, op, value? }`; `sort` a sortable field and `direction`
 * its way; `keywords` a word or the start of a phrase, matched without case or accents, of at
 * least SEARCH_MIN_LENGTH (3) characters once normalised: shorter is refused (400 naming
 * `keywords`, record-query.ts), as records keep no shorter keywords.
 */
export const recordViewQuerySchema = z.object({
  filters: z.optional(filtersParamSchema),
  keywords: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z.optional(z.string().check(z.minLength(1), z.maxLength(63))),
  direction: z.optional(z.enum(['asc', 'desc'])),
});
export type RecordViewQuery = z.infer<typeof recordViewQuerySchema>;
