import type { Value } from '../proto/firestore-types.js';

export interface FieldRef {
  readonly segments: readonly string[];
  /** Canonical dotted form; `__name__` for the document key. */
  readonly canonical: string;
  readonly isName: boolean;
}

export type FieldOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export type Condition =
  | {
      readonly kind: 'field';
      readonly field: FieldRef;
      readonly op: FieldOperator;
      readonly value: Value;
    }
  | { readonly kind: 'unary'; readonly field: FieldRef; readonly op: UnaryOperator }
  | { readonly kind: 'and' | 'or'; readonly children: readonly Condition[] };

export interface OrderSpec {
  readonly field: FieldRef;
  readonly descending: boolean;
}

export interface CursorSpec {
  readonly values: readonly Value[];
  readonly before: boolean;
}

/** A validated query with Firestore's implicit orders made explicit. */
export interface NormalizedQuery {
  readonly dbId: number;
  /** Root of document names: `projects/p/databases/d/documents`. */
  readonly root: string;
  /** Parent document path under /documents ('' for the root). */
  readonly parentPath: string;
  /** '' when the query is kindless (all collections, recursive delete). */
  readonly collectionId: string;
  readonly allDescendants: boolean;
  readonly filter: Condition | undefined;
  readonly orders: readonly OrderSpec[];
  readonly startAt: CursorSpec | undefined;
  readonly endAt: CursorSpec | undefined;
  readonly offset: number;
  readonly limit: number | undefined;
  readonly projection: readonly FieldRef[] | undefined;
}

export const INEQUALITY_OPERATORS: ReadonlySet<string> = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);
