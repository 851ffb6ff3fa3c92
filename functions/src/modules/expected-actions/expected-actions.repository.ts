import type { Firestore, Query } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors.js';
import { doneActionData, newActionData, toExpectedAction } from '../../db/action-document.js';
import type { ActionDraft } from '../../db/action-document.js';
import { writeActivity } from '../../db/activity-writer.js';
import { actionsCollection } from '../../db/collections.js';
import { assertProgramsOpen } from '../../db/program-guard.js';
import type { ExpectedAction } from '../../shared/contract/expected-action.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';

export interface ExpectedActionsRepository {
  /**
   * Newest first; `executed` filters when given; `audience` (keys of db/action-document.ts)
   * keeps the actions addressed to one of them, `null` keeps them all.
   */
  list(
    programId: string,
    options: { executed?: boolean | undefined; limit: number; audience: string[] | null },
  ): Promise<ExpectedAction[]>;
  find(programId: string, id: string): Promise<ExpectedAction | null>;
  create(programId: string, draft: ActionDraft, now: Date): Promise<ExpectedAction>;
  /**
   * Marks the action done unless it is already (then nothing is written): `check` sees it
   * first and throws to refuse. `changed` says whether this call did it.
   */
  markDone(
    programId: string,
    id: string,
    check: (action: ExpectedAction) => void,
    by: PersonRef,
    now: Date,
  ): Promise<{ action: ExpectedAction; changed: boolean }>;
}

export function createExpectedActionsRepository(db: Firestore): ExpectedActionsRepository {
  const actions = (programId: string) => actionsCollection(db, programId);

  return {
    async list(programId, { executed, limit, audience }) {
      let query: Query = actions(programId);
      if (audience) {
        if (audience.length === 0) return [];
        query = query.where('audience', 'array-contains-any', audience);
      }
      if (executed !== undefined) query = query.where('executed', '==', executed);
      const snapshot = await query.orderBy('created_at', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => toExpectedAction(programId, doc));
    },

    async find(programId, id) {
      const snapshot = await actions(programId).doc(id).get();
      return snapshot.exists ? toExpectedAction(programId, snapshot) : null;
    },

    async create(programId, draft, now) {
      const ref = actions(programId).doc();
      await db.runTransaction(async (tx) => {
        await assertProgramsOpen(tx, db, [programId]);
        tx.create(ref, newActionData(draft, now));
        if (draft.createdBy) {
          writeActivity(
            tx,
            db,
            draft.createdBy,
            {
              programId,
              action: 'EXPECTED_ACTION_CREATED',
              target: { type: 'EXPECTED_ACTION', _id: ref.id, label: draft.title },
              details: { assignee: draft.assigneeName ?? roleOf(draft) },
            },
            now,
          );
        }
      });
      return toExpectedAction(programId, await ref.get());
    },

    async markDone(programId, id, check, by, now) {
      const ref = actions(programId).doc(id);
      const changed = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) throw notFound('Expected action not found');
        const action = toExpectedAction(programId, snapshot);
        check(action);
        if (action.executed) return false;
        tx.update(ref, doneActionData(by, now));
        writeActivity(
          tx,
          db,
          by,
          {
            programId,
            action: 'EXPECTED_ACTION_DONE',
            target: { type: 'EXPECTED_ACTION', _id: id, label: action.title },
          },
          now,
        );
        return true;
      });
      return { action: toExpectedAction(programId, await ref.get()), changed };
    },
  };
}

function roleOf(draft: ActionDraft): string {
  return draft.assignee.type === 'ROLE' ? draft.assignee.role : draft.assignee.user_id;
}
