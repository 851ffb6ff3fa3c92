import type { Firestore } from 'firebase-admin/firestore';
import { collectsCollection, membersCollection, recordsCollection } from '../../db/collections.js';

export interface ProgramFiguresRepository {
  /** The ids of the program's collects (not those being deleted). */
  collectIds(programId: string): Promise<string[]>;
  /** Records of these collects: one count aggregation each (a read per 1,000 entries). */
  countRecords(programId: string, collectIds: readonly string[]): Promise<number>;
  countMembers(programId: string): Promise<number>;
}

export function createProgramFiguresRepository(db: Firestore): ProgramFiguresRepository {
  return {
    async collectIds(programId) {
      const snapshot = await collectsCollection(db, programId).select('deleting').get();
      return snapshot.docs.filter((doc) => doc.get('deleting') !== true).map((doc) => doc.id);
    },

    async countRecords(programId, collectIds) {
      const counts = await Promise.all(
        collectIds.map(async (id) => {
          const snapshot = await recordsCollection(db, programId, id).count().get();
          return snapshot.data().count;
        }),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },

    async countMembers(programId) {
      const snapshot = await membersCollection(db, programId).count().get();
      return snapshot.data().count;
    },
  };
}
