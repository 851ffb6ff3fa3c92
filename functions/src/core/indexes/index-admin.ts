export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface IndexSpec {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/** Firestore's index states, plus MISSING for an index that does not exist. */
export type IndexState = 'READY' | 'CREATING' | 'NEEDS_REPAIR' | 'MISSING';

export type IndexWithState = IndexSpec & { state: IndexState };

/**
 * Composite indexes created at run time (per-collect filter and sort combinations), through
 * Firestore's Admin API in production and the same calls on the local emulator.
 */
export interface IndexAdmin {
  /** Creates the missing ones (an existing identical index is fine); answers each one's state. */
  ensure(specs: readonly IndexSpec[]): Promise<IndexWithState[]>;
  states(specs: readonly IndexSpec[]): Promise<IndexWithState[]>;
}
