import { DOCUMENT_ID_FIELD } from '../paths/field-path.js';
import { dnfTerms } from '../query/dnf-terms.js';
import type { Leaf } from '../query/dnf-terms.js';
import { flattenConditions } from '../query/parse-filter.js';
import type { NormalizedQuery } from '../query/query-model.js';
import { INEQUALITY_OPERATORS } from '../query/query-model.js';
import type { IndexDirection, IndexScope } from './index-definition.js';

export interface EqualityNeed {
  readonly path: string;
  /** array-contains / array-contains-any: served by the field's CONTAINS index. */
  readonly contains: boolean;
}

export interface OrderNeed {
  readonly path: string;
  /** ANY: the direction does not matter (the implicit `__name__` order of an aggregation). */
  readonly direction: IndexDirection | 'ANY';
}

/** What one conjunction of a query asks of the indexes of its collection group and scope. */
export interface IndexNeed {
  readonly collectionGroup: string;
  readonly scope: IndexScope;
  readonly equalities: readonly EqualityNeed[];
  /** The index order the results come in, ending with `__name__`. */
  readonly orders: readonly OrderNeed[];
}

const VALUE_EQUALITIES: ReadonlySet<string> = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS_EQUALITIES: ReadonlySet<string> = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

function equalitiesOf(term: readonly Leaf[]): EqualityNeed[] {
  const needs = new Map<string, EqualityNeed>();
  for (const leaf of term) {
    // A filter on the document key is a key range, which every index ends with.
    if (leaf.field.isName) continue;
    const contains = CONTAINS_EQUALITIES.has(leaf.op);
    if (!contains && !VALUE_EQUALITIES.has(leaf.op)) continue;
    needs.set(`${leaf.field.canonical} ${String(contains)}`, {
      path: leaf.field.canonical,
      contains,
    });
  }
  return [...needs.values()];
}

function queryOrders(query: NormalizedQuery): OrderNeed[] {
  return query.orders.map((order) => ({
    path: order.field.canonical,
    direction: order.descending ? 'DESCENDING' : 'ASCENDING',
  }));
}

/** An aggregation reads index entries in any order: only its inequality fields must be ranges. */
function aggregationOrders(query: NormalizedQuery): OrderNeed[] {
  const inequalities = new Set(
    flattenConditions(query.filter).flatMap((condition) =>
      (condition.kind === 'field' || condition.kind === 'unary') &&
      INEQUALITY_OPERATORS.has(condition.op) &&
      !condition.field.isName
        ? [condition.field.canonical]
        : [],
    ),
  );
  const ranges = queryOrders(query).filter((order) => inequalities.has(order.path));
  return [...ranges, { path: DOCUMENT_ID_FIELD, direction: 'ANY' }];
}

/**
 * The index needs of a query, one per conjunction of its filter in disjunctive normal form
 * (Firestore runs each disjunct of an OR on its own indexes). Kindless queries (recursive
 * delete) scan documents by name and need none.
 */
export function indexNeedsOf(query: NormalizedQuery, kind: 'query' | 'aggregation'): IndexNeed[] {
  if (query.collectionId === '') return [];
  const scope: IndexScope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const orders = kind === 'query' ? queryOrders(query) : aggregationOrders(query);
  const terms = query.filter ? dnfTerms(query.filter) : [[]];
  return terms.map((term) => ({
    collectionGroup: query.collectionId,
    scope,
    equalities: equalitiesOf(term),
    orders,
  }));
}
