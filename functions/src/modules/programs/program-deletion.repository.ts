import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  invitationSlotRef,
  invitationsCollection,
  programNameRef,
  programRef,
  usersCollection,
} from '../../db/collections.js';
import { toDetailRecord } from '../../db/program-document.js';
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
  /** null when the program does not exist. */
  deleteProgram(id: string, now: Date): Promise<DeletionReport | null>;
}

const PAGE = 300;
const PARALLEL_USERS = 20;

/**
 * Deletes a program and everything that points at it, in an order that a retry can finish:
 * users' roles first (they lose access at once), then its invitations, then every document
 * under programs/{id} (recursiveDelete: subcollections of any depth), the program document and
 * its name reservation last.
 */
export function createProgramDeletionRepository(db: Firestore): ProgramDeletionRepository {
  return {
    async deleteProgram(id, now) {
      const snapshot = await programRef(db, id).get();
      if (!snapshot.exists) return null;
      const program = toDetailRecord(snapshot);
      const members = await removeRoles(db, id, now);
      const invitations = await deleteInvitations(db, id);
      let documents = 0;
      const writer = db.bulkWriter();
      writer.onWriteResult(() => {
        documents += 1;
      });
      await db.recursiveDelete(programRef(db, id), writer);
      await programNameRef(db, program.name).delete();
      return { name: program.name, logoPath: program.logoPath, documents, members, invitations };
    },
  };
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
