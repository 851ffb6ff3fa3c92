import type { Filter, Value } from '../proto/firestore-types.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { canonicalFieldPath, DOCUMENT_ID_FIELD, parseFieldPath } from '../paths/field-path.js';
import type { Condition, FieldOperator, FieldRef, UnaryOperator } from './query-model.js';

const FIELD_OPERATORS: ReadonlySet<string> = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
]);
const UNARY_OPERATORS: ReadonlySet<string> = new Set([
  'IS_NAN',
  'IS_NULL',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

export function parseFieldRef(path: string | undefined): FieldRef {
  if (!path) throw invalidArgument('A field reference must name a field.');
  if (path === DOCUMENT_ID_FIELD)
    return { segments: [DOCUMENT_ID_FIELD], canonical: DOCUMENT_ID_FIELD, isName: true };
  const segments = parseFieldPath(path);
  return { segments, canonical: canonicalFieldPath(segments), isName: false };
}

function checkNameOperand(op: FieldOperator, value: Value): void {
  const values = op === 'IN' || op === 'NOT_IN' ? (value.arrayValue?.values ?? []) : [value];
  if (op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY') {
    throw invalidArgument(`Invalid query. You can't perform '${op}' queries on __name__.`);
  }
  for (const element of values) {
    if (element.referenceValue === undefined) {
      throw invalidArgument(`__key__ filter value must be a Key`);
    }
  }
}

export function parseFilter(filter: Filter): Condition {
  if (filter.compositeFilter) {
    const op = filter.compositeFilter.op;
    const children = (filter.compositeFilter.filters ?? []).map(parseFilter);
    if (op !== 'AND' && op !== 'OR')
      throw invalidArgument(`Invalid composite filter operator: ${op ?? ''}`);
    if (children.length === 0)
      throw invalidArgument('A composite filter must have at least one filter.');
    return { kind: op === 'AND' ? 'and' : 'or', children };
  }
  if (filter.fieldFilter) {
    const op = filter.fieldFilter.op ?? '';
    if (!FIELD_OPERATORS.has(op)) throw invalidArgument(`Invalid field filter operator: ${op}`);
    const field = parseFieldRef(filter.fieldFilter.field?.fieldPath);
    const value = filter.fieldFilter.value;
    if (!value) throw invalidArgument(`Filter on ${field.canonical} has no value.`);
    const fieldOp = op as FieldOperator;
    if (fieldOp === 'IN' || fieldOp === 'NOT_IN' || fieldOp === 'ARRAY_CONTAINS_ANY') {
      if (!value.arrayValue || (value.arrayValue.values ?? []).length === 0) {
        throw invalidArgument(`A non-empty array is required for '${op}' filters.`);
      }
    }
    if (field.isName) checkNameOperand(fieldOp, value);
    return { kind: 'field', field, op: fieldOp, value };
  }
  if (filter.unaryFilter) {
    const op = filter.unaryFilter.op ?? '';
    if (!UNARY_OPERATORS.has(op)) throw invalidArgument(`Invalid unary filter operator: ${op}`);
    return {
      kind: 'unary',
      field: parseFieldRef(filter.unaryFilter.field?.fieldPath),
      op: op as UnaryOperator,
    };
  }
  throw invalidArgument('A filter must be a composite, field or unary filter.');
}

/** Every field and unary filter of a condition tree. */
export function flattenConditions(condition: Condition | undefined): Condition[] {
  if (!condition) return [];
  if (condition.kind === 'and' || condition.kind === 'or')
    return condition.children.flatMap(flattenConditions);
  return [condition];
}
