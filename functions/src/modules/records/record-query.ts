import type { Query, WhereFilterOp } from 'firebase-admin/firestore';
import { invalidField } from '../../core/errors.js';
import { searchKeyOf } from '../../core/keywords.js';
import { SEARCH_MIN_LENGTH } from '../../shared/constants.js';
import { isIsoDate, isTime } from '../../shared/contract/calendar.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import {
  ARRAY_OPERATORS,
  DEFAULT_RECORD_SORT,
  IN_VALUES_MAX,
  LIST_OPERATORS,
  NOT_IN_VALUES_MAX,
  RANGE_OPERATORS,
  RECORD_TIME_FIELDS,
  VALUELESS_OPERATORS,
  isSortableField,
  operatorsFor,
} from '../../shared/contract/record-query.schema.js';
import type {
  FilterScalar,
  RecordFilter,
  RecordFilterOperator,
  RecordViewQuery,
} from '../../shared/contract/record-query.schema.js';

// The grid's view (filters, keywords, sort) checked against the collect and turned into one
// Firestore query. Everything Firestore would refuse, or answer without its index, is refused
// here first with a 400 naming the part of the view at fault.

/** What a view is checked against: the collect's model and its grid settings. */
export interface GridCollect {
  /** The model's fields in their order. */
  readonly fields: readonly RecordField[];
  readonly fieldsToDisplay: readonly string[];
  readonly filterableFields: readonly string[];
}

export type FilterOperand = FilterScalar | FilterScalar[] | null;

export interface GridFilter {
  readonly path: string;
  readonly op: WhereFilterOp;
  readonly value: FilterOperand;
}

export interface GridSort {
  /** A variable, `created_at` or `updated_at`. */
  readonly field: string;
  readonly path: string;
  readonly direction: 'asc' | 'desc';
  readonly kind: 'value' | 'timestamp';
}

/** A view the query can be built from: every part checked. */
export interface CheckedView {
  readonly filters: readonly GridFilter[];
  /** The normalised keyword for `keywords array-contains`, or null. */
  readonly keyword: string | null;
  readonly sort: GridSort;
}

const FIRESTORE_OPS: Readonly<Record<RecordFilterOperator, WhereFilterOp>> = {
  eq: '==',
  neq: '!=',
  in: 'in',
  nin: 'not-in',
  contains: 'array-contains',
  contains_any: 'array-contains-any',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  empty: '==',
  not_empty: '!=',
};

/** Firestore allows one of these per query (`!=`, `not-in`, `!= null`). */
const NEGATIONS: ReadonlySet<RecordFilterOperator> = new Set(['neq', 'nin', 'not_empty']);

export const fieldPath = (variable: string) => `fields.${variable}`;

/** The fields the grid sorts by: sortable displayed or filterable fields, and the times. */
export function sortableFields(collect: GridCollect): Set<string> {
  const byVariable = new Map(collect.fields.map((field) => [field.variable, field]));
  const sortable = new Set<string>(RECORD_TIME_FIELDS);
  for (const variable of [...collect.fieldsToDisplay, ...collect.filterableFields]) {
    const field = byVariable.get(variable);
    if (field && isSortableField(field)) sortable.add(variable);
  }
  return sortable;
}

function scalarFits(field: RecordField, value: FilterScalar): string | null {
  switch (field.datatype) {
    case 'NUMBER':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Must be a number';
    case 'BOOLEAN':
      return typeof value === 'boolean' ? null : 'Must be true or false';
    default:
      break;
  }
  if (typeof value !== 'string') return 'Must be text';
  if (field.options.length > 0 && !field.options.some((option) => option.value === value)) {
    return `"${value}" is not an option of this field`;
  }
  if (field.input_method === 'DATE_PICKER' && !isIsoDate(value)) return 'Use a date YYYY-MM-DD';
  if (field.input_method === 'TIME_PICKER' && !isTime(value)) return 'Use a time HH:MM';
  return null;
}

function checkedOperand(field: RecordField, filter: RecordFilter, index: number): FilterOperand {
  const where = `filters.${index}.value`;
  const { op, value } = filter;
  if (VALUELESS_OPERATORS.has(op)) {
    if (value !== undefined) throw invalidField(where, `${op} takes no value`);
    return null;
  }
  if (LIST_OPERATORS.has(op)) {
    if (!Array.isArray(value) || value.length === 0) {
      throw invalidField(where, `${op} takes a list of values`);
    }
    const max = op === 'nin' ? NOT_IN_VALUES_MAX : IN_VALUES_MAX;
    if (value.length > max) throw invalidField(where, `${op} takes at most ${max} values`);
    for (const entry of value) {
      const problem = scalarFits(field, entry);
      if (problem) throw invalidField(where, problem);
    }
    return [...new Set(value)];
  }
  if (value === undefined || Array.isArray(value)) {
    throw invalidField(where, `${op} takes one value`);
  }
  const problem = scalarFits(field, value);
  if (problem) throw invalidField(where, problem);
  return value;
}

function checkFilters(collect: GridCollect, filters: readonly RecordFilter[]) {
  const byVariable = new Map(collect.fields.map((field) => [field.variable, field]));
  const filterable = new Set(collect.filterableFields);
  let rangeField: string | null = null;
  let negation: RecordFilterOperator | null = null;
  let arrayLookup: number | null = null;
  const ops = new Set(filters.map((filter) => filter.op));
  const checked = filters.map((filter, index): GridFilter => {
    const field = byVariable.get(filter.field);
    if (!field || !filterable.has(filter.field)) {
      throw invalidField(`filters.${index}.field`, 'Not a filterable field of this collect');
    }
    if (!operatorsFor(field).includes(filter.op)) {
      throw invalidField(`filters.${index}.op`, `${filter.op} does not apply to this field`);
    }
    const value = checkedOperand(field, filter, index);
    if (RANGE_OPERATORS.has(filter.op)) {
      if (rangeField !== null && rangeField !== filter.field) {
        throw invalidField(
          `filters.${index}.field`,
          `Only one field may be compared by range or exclusion (already ${rangeField})`,
        );
      }
      rangeField = filter.field;
    }
    if (NEGATIONS.has(filter.op)) {
      if (negation !== null) {
        throw invalidField(`filters.${index}.op`, `${filter.op} cannot be used with ${negation}`);
      }
      negation = filter.op;
    }
    if (filter.op === 'nin' && (ops.has('in') || ops.has('contains_any'))) {
      throw invalidField(`filters.${index}.op`, 'nin cannot be used with in or contains_any');
    }
    if (ARRAY_OPERATORS.has(filter.op)) {
      if (arrayLookup !== null) {
        throw invalidField(`filters.${index}.op`, 'Only one contains or contains_any filter');
      }
      arrayLookup = index;
    }
    return { path: fieldPath(filter.field), op: FIRESTORE_OPS[filter.op], value };
  });
  return { checked, rangeField: rangeField as string | null, arrayLookup };
}

function checkSort(
  collect: GridCollect,
  view: RecordViewQuery,
  rangeField: string | null,
): GridSort {
  const asked = view.sort;
  // Newest first by default; a field asked for, or compared by range, reads from its start.
  const direction =
    view.direction ??
    (asked === undefined && rangeField === null ? DEFAULT_RECORD_SORT.direction : 'asc');
  if (asked !== undefined && !sortableFields(collect).has(asked)) {
    throw invalidField('sort', 'Not a sortable field of this collect');
  }
  if (rangeField !== null && asked !== undefined && asked !== rangeField) {
    throw invalidField('sort', `Sort by ${rangeField}, the field compared by range or exclusion`);
  }
  const field = rangeField ?? asked ?? DEFAULT_RECORD_SORT.field;
  const isTime = (RECORD_TIME_FIELDS as readonly string[]).includes(field);
  return {
    field,
    path: isTime ? field : fieldPath(field),
    direction,
    kind: isTime ? 'timestamp' : 'value',
  };
}

/**
 * A range on a field the grid cannot sort by (a list's "not empty") orders the query by that
 * field, and the collect has no composite index starting with it: it stands alone.
 */
function checkUnsortedRange(
  collect: GridCollect,
  filters: readonly RecordFilter[],
  rangeField: string | null,
  keyword: string | null,
) {
  if (rangeField === null || sortableFields(collect).has(rangeField)) return;
  const other = filters.findIndex((filter) => filter.field !== rangeField);
  if (other >= 0) {
    throw invalidField(
      `filters.${other}.field`,
      `A range on ${rangeField} cannot be combined with filters on other fields`,
    );
  }
  if (keyword !== null) {
    throw invalidField('keywords', `A range on ${rangeField} cannot be combined with keywords`);
  }
}

/** The view checked against the collect, or a 400 naming the part at fault. */
export function checkRecordView(collect: GridCollect, view: RecordViewQuery): CheckedView {
  const { checked, rangeField, arrayLookup } = checkFilters(collect, view.filters ?? []);
  const keyword = searchKeyOf(view.keywords);
  if (keyword !== null && keyword.length < SEARCH_MIN_LENGTH) {
    // Records keep no shorter keywords (record-document.ts): refused, not answered empty.
    throw invalidField('keywords', `Keyword search needs at least ${SEARCH_MIN_LENGTH} characters`);
  }
  if (keyword !== null && arrayLookup !== null) {
    throw invalidField('keywords', 'Keyword search cannot be combined with a contains filter');
  }
  checkUnsortedRange(collect, view.filters ?? [], rangeField, keyword);
  return { filters: checked, keyword, sort: checkSort(collect, view, rangeField) };
}

/** Firestore's limit on the disjunctions of one query (its filters in normal form). */
export const QUERY_DISJUNCTIONS_MAX = 30;
/** A view whose access classes would need more queries than this is refused, not run. */
export const CLASS_QUERIES_MAX = 30;

/** The part of a contributor's classes one query asks for. */
export type ClassChunk =
  | { readonly op: '=='; readonly value: string }
  | { readonly op: 'in'; readonly value: readonly string[] };

/**
 * A contributor's classes split into queries Firestore accepts with this view: `acl_class in`
 * multiplies the view's own `in` / `contains_any` lists into disjunctions (at most 30 in all),
 * and `not-in` takes no `in` beside it (one class a query, by equality). Usually one query.
 */
export function classChunks(view: CheckedView, classes: readonly string[]): ClassChunk[] {
  let factor = 1;
  let negated = false;
  for (const filter of view.filters) {
    if ((filter.op === 'in' || filter.op === 'array-contains-any') && Array.isArray(filter.value)) {
      factor *= filter.value.length;
    }
    if (filter.op === 'not-in') negated = true;
  }
  const size = negated ? 1 : Math.max(1, Math.floor(QUERY_DISJUNCTIONS_MAX / factor));
  const chunks: ClassChunk[] = [];
  for (let from = 0; from < classes.length; from += size) {
    const part = classes.slice(from, from + size);
    const first = part[0];
    if (first === undefined) continue;
    chunks.push(part.length === 1 ? { op: '==', value: first } : { op: 'in', value: part });
  }
  if (chunks.length > CLASS_QUERIES_MAX) {
    throw invalidField(
      'filters',
      negated
        ? 'A "not in" filter cannot be combined with your access rules here; use "in"'
        : 'Fewer values in the "in" filters, please: with your access rules this view is too wide',
    );
  }
  return chunks;
}

/** The record field a class lookup filters on. */
export const ACL_CLASS_PATH = 'acl_class';

/** The view's filters on `base` (the collect's records); ordering and paging come after. */
export function buildGridQuery(base: Query, view: CheckedView, chunk: ClassChunk | null): Query {
  let query = base;
  for (const filter of view.filters) query = query.where(filter.path, filter.op, filter.value);
  if (view.keyword !== null) query = query.where('keywords', 'array-contains', view.keyword);
  if (chunk) query = query.where(ACL_CLASS_PATH, chunk.op, chunk.value);
  return query;
}
