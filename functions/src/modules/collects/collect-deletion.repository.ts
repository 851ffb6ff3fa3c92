import type { Firestore } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors.js';
import { writeActivity } from '../../db/activity-writer.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import {
  accessCollection,
  allCollects,
  attributionRulesCollection,
  collectRef,
  matchingTemplateRef,
  recordsCollection,
  sheetSourceRef,
} from '../../db/collections.js';
import { isDeleting, toStoredCollect } from '../../db/collect-document.js';
import type { StoredCollect } from '../../db/collect-document.js';
import { applyUserChange, readUserState } from '../../db/user-writer.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import { contributorsQuery } from './collect-contributors.repository.js';

export interface CollectDeletionRepository {
  /** A collect by its id, found even half deleted (a retry finishes it); null when gone. */
  find(collectId: string): Promise<StoredCollect | null>;
  /**
   * Marks the collect as being deleted (hidden, and no role can name it any more); marking
   * again changes nothing. NOT_FOUND when it is gone.
   */
  markDeleting(collect: StoredCollect, now: Date): Promise<void>;
  /** Contributor roles naming the collect leave their users (and member projections). */
  removeRoles(collect: StoredCollect, actor: PersonRef, now: Date): Promise<number>;
  /** Its records and attribution rules, with anything under them; answers how many went. */
  deleteContents(collect: StoredCollect): Promise<number>;
  /** The collect document goes last, with its log entry. */
  deleteDocument(
    collect: StoredCollect,
    actor: PersonRef,
    activity: ActivityDraft,
    now: Date,
  ): Promise<void>;
}

const PAGE = 100;

/**
 * Deletes a collect in steps a retry can finish, as program deletion does: marked first (from
 * then on lists and GET hide it and a role grant refuses it, see CollectsRepository.existing),
 * then its contributors lose their roles, its records and rules go, its files go (the service
 * does that through the BlobStore), and the document goes last, so that until then a retried
 * call finds the marked collect and carries on.
 */
export function createCollectDeletionRepository(db: Firestore): CollectDeletionRepository {
  return {
    async find(collectId) {
      const found = await allCollects(db).where('collect_id', '==', collectId).limit(1).get();
      const doc = found.docs[0];
      return doc ? toStoredCollect(doc) : null;
    },
    async markDeleting(collect, now) {
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(collectRef(db, collect.programId, collect.id));
        if (!snapshot.exists) throw notFound('Collect not found');
        if (!isDeleting(snapshot)) tx.update(snapshot.ref, { deleting: true, deleting_at: now });
      });
    },
    async removeRoles(collect, actor, now) {
      let removed = 0;
      for (;;) {
        const page = await contributorsQuery(db, collect.programId, collect.id)
          .select()
          .limit(PAGE)
          .get();
        if (page.empty) return removed;
        // One small transaction per user, as the user writer wants; members are few.
        let changed = 0;
        for (const doc of page.docs) {
          if (await removeCollectRoles(db, doc.id, collect, actor, now)) changed += 1;
        }
        // A projection whose user no longer holds the role is not ours to fix: stop there.
        if (changed === 0) return removed;
        removed += changed;
      }
    },
    async deleteContents(collect) {
      let documents = 0;
      const writer = db.bulkWriter();
      writer.onWriteResult(() => {
        documents += 1;
      });
      await db.recursiveDelete(recordsCollection(db, collect.programId, collect.id), writer);
      await db.recursiveDelete(
        attributionRulesCollection(db, collect.programId, collect.id),
        writer,
      );
      await db.recursiveDelete(accessCollection(db, collect.programId, collect.id), writer);
      await db.recursiveDelete(
        matchingTemplateRef(db, collect.programId, collect.id).parent,
        writer,
      );
      await db.recursiveDelete(sheetSourceRef(db, collect.programId, collect.id).parent, writer);
      await writer.close();
      return documents;
    },
    async deleteDocument(collect, actor, activity, now) {
      const batch = db.batch();
      batch.delete(collectRef(db, collect.programId, collect.id));
      writeActivity(batch, db, actor, activity, now);
      await batch.commit();
    },
  };
}

/** The user keeps every role but those naming the collect; projections and groups follow. */
async function removeCollectRoles(
  db: Firestore,
  uid: string,
  collect: StoredCollect,
  actor: PersonRef,
  now: Date,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const { user } = await readUserState(tx, db, uid);
    if (!user) return false;
    const roles = user.roles.filter(
      (grant) => !(grant.program_id === collect.programId && grant.collect_id === collect.id),
    );
    if (roles.length === user.roles.length) return false;
    const { _id, ...next } = { ...user, roles };
    await applyUserChange(tx, db, uid, user, { next, activities: [] }, actor, now);
    return true;
  });
}
