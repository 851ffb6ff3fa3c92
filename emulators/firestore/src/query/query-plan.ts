import type { KeyRange } from './key-ranges.js';

/**
 * An equality (one key) or an `in` (several) on another field, checked inside SQLite against
 * its index entries.
 */
export interface Semijoin {
  readonly field: string;
  readonly valueKeys: readonly Buffer[];
}

export type PlanSource =
  /** Index entries of one field of one collection, in (value, name) order. */
  | {
      readonly kind: 'index';
      readonly coll: number;
      readonly field: string;
      readonly ranges: readonly KeyRange[];
      readonly semijoins: readonly Semijoin[];
    }
  /** Documents of one collection in name order, optionally within [lo, hi) of doc keys. */
  | {
      readonly kind: 'collection';
      readonly coll: number;
      readonly lo?: Buffer;
      readonly hi?: Buffer;
    }
  /** Documents of every collection with an id under a parent, in name order. */
  | {
      readonly kind: 'group';
      readonly collectionId: string;
      readonly lo: Buffer;
      readonly hi: Buffer;
    }
  /** Every document under a parent (kindless queries), in name order. */
  | { readonly kind: 'descendants'; readonly lo: Buffer; readonly hi: Buffer }
  /** Every document under a name-key range as it was at `at` (current rows and kept versions). */
  | { readonly kind: 'snapshot'; readonly lo: Buffer; readonly hi: Buffer; readonly at: number }
  /** The union of several sources (one per disjunction of an OR filter). */
  | { readonly kind: 'union'; readonly sources: readonly PlanSource[] }
  | { readonly kind: 'empty' };

export interface QueryPlan {
  readonly source: PlanSource;
  readonly descending: boolean;
  /** How many leading orders of the query the source's order already satisfies. */
  readonly orderedPrefix: number;
  /** True when the source yields exactly the matching documents (no filter left). */
  readonly exact: boolean;
}
