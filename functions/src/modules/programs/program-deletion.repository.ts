import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  collectsCollection,
  invitationSlotRef,
  invitationsCollection,
  programNameRef,
  programRef,
  usersCollection,
} from '../../db/collections.js';
import { PROGRAM_DELETING, toDetailRecord } from '../../db/program-document.js';
import type { ProgramDetailRecord } from '../../db/program-document.js';
import { removeProgramRoles } from '../../db/user-writer.js';

export interface DeletionReport {
  readonly name: string;
  readonly logoPath: string | null;
  /** Documents under programs/{id}, the program included. */
  readonly documents: number;
  readonly members: number;
  readonly invitations: number;
}

export interface ProgramDeletionRepository {
  /**
   * Marks the program as being deleted (its first step, exposed so that tests can stop there
   * as a crash would); null when the program does not exist. Marking again changes nothing.
   */
  markDeleting(id: string, now: Date): Promise<ProgramDetailRecord | null>;
  /**
   * null when the program does not exist; a program already marked is deleted to the end.
   * `dropCollectFiles` runs while the collects still exist, so that a retry after a crash
   * still knows which folders to empty.
   */
  deleteProgram(
    id: string,
    now: Date,
    dropCollectFiles: (collectIds: readonly string[]) => Promise<void>,
  ): Promise<DeletionReport | null>;
}

const PAGE = 300;
const PARALLEL_USERS = 20;

/**
 * Deletes a program and everything that points at it, in steps that a retry can finish:
 * 1. the program is marked DELETING in a transaction: from then on it is hidden and every
 *    grant of a role in it (which reads the program in its own transaction, see
 *    db/program-guard.ts) is refused, so no role can land after step 2 has passed;
 * 2. users' roles in it are removed (they lose access);
 * 3. its invitations go, and its collects' files;
 * 4. every document under programs/{id} goes (recursiveDelete: subcollections of any depth);
 * 5. the program document and its name reservation go last, together, so that until then a
 *    retried call finds the marked program and carries on.
 */
export function createProgramDeletionRepository(db: Firestore): ProgramDeletionRepository {
  const markDeleting = (id: string, now: Date) =>
    db.runTransaction(async (tx) => {
      const snapshot = await tx.get(programRef(db, id));
      if (!snapshot.exists) return null;
      if (snapshot.get('status') !== PROGRAM_DELETING) {
        tx.update(snapshot.ref, { status: PROGRAM_DELETING, deleting_at: now });
      }
      return toDetailRecord(snapshot);
    });

  return {
    markDeleting,
    async deleteProgram(id, now, dropCollectFiles) {
      const program = await markDeleting(id, now);
      if (!program) return null;
      const members = await removeRoles(db, id, now);
      const invitations = await deleteInvitations(db, id);
      const collects = await collectsCollection(db, id).select().get();
      await dropCollectFiles(collects.docs.map((doc) => doc.id));
      const contents = await deleteContents(db, id);
      const batch = db.batch();
      batch.delete(programNameRef(db, program.name));
      batch.delete(programRef(db, id));
      await batch.commit();
      return {
        name: program.name,
        logoPath: program.logoPath,
        documents: contents + 1,
        members,
        invitations,
      };
    },
  };
}

/** Every document in the program's subcollections, at any depth; returns how many went. */
async function deleteContents(db: Firestore, programId: string): Promise<number> {
  let documents = 0;
  const writer = db.bulkWriter();
  writer.onWriteResult(() => {
    documents += 1;
  });
  for (const collection of await programRef(db, programId).listCollections()) {
    await db.recursiveDelete(collection, writer);
  }
  await writer.close();
  return documents;
}

/** Every user holding a role in the program loses it, one small transaction per user. */
async function removeRoles(db: Firestore, programId: string, now: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await usersCollection(db)
      .where('program_ids', 'array-contains', programId)
      .limit(PAGE)
      .get();
    if (page.empty) return removed;
    for (let start = 0; start < page.docs.length; start += PARALLEL_USERS) {
      const slice = page.docs.slice(start, start + PARALLEL_USERS);
      await Promise.all(slice.map((doc) => removeProgramRoles(db, doc.id, programId, now)));
    }
    removed += page.docs.length;
  }
}

const invitationKeySchema = z.object({ email: z.string() });

async function deleteInvitations(db: Firestore, programId: string): Promise<number> {
  let deleted = 0;
  const writer = db.bulkWriter();
  for (;;) {
    const page = await invitationsCollection(db)
      .where('program_id', '==', programId)
      .limit(PAGE)
      .get();
    if (page.empty) break;
    const deletions = page.docs.flatMap((doc: QueryDocumentSnapshot) => {
      const { email } = invitationKeySchema.parse(doc.data());
      return [writer.delete(doc.ref), writer.delete(invitationSlotRef(db, programId, email))];
    });
    await writer.flush();
    await Promise.all(deletions);
    deleted += page.docs.length;
  }
  await writer.close();
  return deleted;
}
