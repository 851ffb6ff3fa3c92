import type { Firestore } from 'firebase-admin/firestore';

export const COLLECTS = 'collects';

export const collectRef = (db: Firestore, programId: string, collectId: string) =>
  db.collection('programs').doc(programId).collection(COLLECTS).doc(collectId);

export interface CollectsRepository {
  /** Which of `collectIds` exist in the program (a contributor role must name one of them). */
  existing(programId: string, collectIds: readonly string[]): Promise<Set<string>>;
}

export function createCollectsRepository(db: Firestore): CollectsRepository {
  return {
    async existing(programId, collectIds) {
      const unique = [...new Set(collectIds)];
      if (unique.length === 0) return new Set();
      const snapshots = await db.getAll(...unique.map((id) => collectRef(db, programId, id)), {
        fieldMask: [],
      });
      return new Set(snapshots.filter((s) => s.exists).map((s) => s.id));
    },
  };
}
