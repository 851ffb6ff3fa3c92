import type { Fields, Value } from '../proto/firestore-types.js';
import { compareReferences, compareValues } from '../values/compare-values.js';
import { getField } from '../values/field-access.js';
import type { CursorSpec, NormalizedQuery, OrderSpec } from './query-model.js';

/** A stored document seen through a query: full name plus fields. */
export interface QueryDocument {
  readonly name: string;
  readonly path: string;
  readonly fields: Fields;
  readonly createTime: number;
  readonly updateTime: number;
}

function orderValue(order: OrderSpec, doc: QueryDocument): Value | undefined {
  if (order.field.isName) return { referenceValue: doc.name };
  return getField(doc.fields, order.field.segments);
}

/** Documents lacking an ordered field are not part of the result. */
export function hasOrderFields(orders: readonly OrderSpec[], doc: QueryDocument): boolean {
  for (const order of orders) {
    if (!order.field.isName && getField(doc.fields, order.field.segments) === undefined)
      return false;
  }
  return true;
}

function compareOrderValue(order: OrderSpec, a: Value, b: Value): number {
  const diff = order.field.isName
    ? compareReferences(a.referenceValue ?? '', b.referenceValue ?? '')
    : compareValues(a, b);
  return order.descending ? -diff : diff;
}

export function compareDocuments(
  orders: readonly OrderSpec[],
  a: QueryDocument,
  b: QueryDocument,
): number {
  for (const order of orders) {
    const va = orderValue(order, a);
    const vb = orderValue(order, b);
    if (!va || !vb) continue;
    const diff = compareOrderValue(order, va, vb);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Position of a document relative to a cursor over the cursor's prefix of orders. */
function compareToCursor(
  orders: readonly OrderSpec[],
  doc: QueryDocument,
  cursor: CursorSpec,
): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const order = orders[i];
    const bound = cursor.values[i];
    if (!order || !bound) break;
    const value = orderValue(order, doc);
    if (!value) continue;
    const diff = compareOrderValue(order, value, bound);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function isAfterStart(query: NormalizedQuery, doc: QueryDocument): boolean {
  if (!query.startAt) return true;
  const position = compareToCursor(query.orders, doc, query.startAt);
  return query.startAt.before ? position >= 0 : position > 0;
}

export function isBeforeEnd(query: NormalizedQuery, doc: QueryDocument): boolean {
  if (!query.endAt) return true;
  const position = compareToCursor(query.orders, doc, query.endAt);
  return query.endAt.before ? position < 0 : position <= 0;
}
