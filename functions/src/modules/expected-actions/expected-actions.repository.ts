import type { Firestore, Query } from 'firebase-admin/firestore';
import { toExpectedAction } from '../../db/action-document.js';
import { actionsCollection } from '../../db/collections.js';
import type { ExpectedAction } from '../../shared/contract/expected-action.schema.js';

export interface ExpectedActionsRepository {
  /** Newest first; `executed` filters when given. */
  list(
    programId: string,
    options: { executed?: boolean | undefined; limit: number },
  ): Promise<ExpectedAction[]>;
}

export function createExpectedActionsRepository(db: Firestore): ExpectedActionsRepository {
  return {
    async list(programId, { executed, limit }) {
      let query: Query = actionsCollection(db, programId);
      if (executed !== undefined) query = query.where('executed', '==', executed);
      const snapshot = await query.orderBy('created_at', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => toExpectedAction(programId, doc));
    },
  };
}
