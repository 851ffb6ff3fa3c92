import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { notFound } from '../core/errors.js';
import { programRef } from './collections.js';
import { isOpenProgram } from './program-document.js';

/**
 * Reads the programs in the caller's transaction and refuses unless each one exists and is not
 * being deleted. Reading the program document is what makes the check hold: the deletion marks
 * that document first (modules/programs/program-deletion.repository.ts), so a transaction that
 * read it open either commits before the mark or is retried after it and refused. Call it
 * before the transaction's first write.
 */
export async function assertProgramsOpen(
  tx: Transaction,
  db: Firestore,
  programIds: readonly string[],
): Promise<void> {
  const unique = [...new Set(programIds)];
  if (unique.length === 0) return;
  const snapshots = await tx.getAll(...unique.map((id) => programRef(db, id)));
  if (snapshots.some((snapshot) => !isOpenProgram(snapshot))) {
    throw notFound('Program not found');
  }
}
