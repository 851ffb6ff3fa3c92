import type { Firestore } from 'firebase-admin/firestore';
import { allCollects, collectRef, collectsCollection } from '../../db/collections.js';
import { collectKeywords, toCollectSummary } from '../../db/collect-document.js';
import type { CollectSummary } from '../../shared/contract/collect.schema.js';

export interface NewCollect {
  /** A fixed id (the demo seed's placeholder); a new one otherwise. */
  readonly id?: string | undefined;
  readonly title: string;
  readonly titleFr: string | null;
  /** The data model its records follow (models/{id}); a model in use keeps its variables. */
  readonly modelId?: string | undefined;
}

export interface CollectsRepository {
  /** Which of `collectIds` exist in the program (a contributor role must name one of them). */
  existing(programId: string, collectIds: readonly string[]): Promise<Set<string>>;
  /** Every collect of the program, sorted by title. */
  listByProgram(programId: string): Promise<CollectSummary[]>;
  /** The named collects of the program that exist, sorted by title. */
  listByIds(programId: string, collectIds: readonly string[]): Promise<CollectSummary[]>;
  /** Collects whose title has a word starting with `keyword` (normalised), in any program. */
  searchAll(keyword: string, limit: number): Promise<CollectSummary[]>;
  /** The same, inside one program. */
  searchInProgram(programId: string, keyword: string, limit: number): Promise<CollectSummary[]>;
  /** Creates a collect, or rewrites one with a fixed id; answers its id. */
  save(programId: string, collect: NewCollect, now: Date): Promise<string>;
}

const byTitle = (a: CollectSummary, b: CollectSummary) =>
  a.title.localeCompare(b.title) || a._id.localeCompare(b._id);

export function createCollectsRepository(db: Firestore): CollectsRepository {
  const getAll = async (programId: string, collectIds: readonly string[], names: boolean) => {
    const unique = [...new Set(collectIds)];
    if (unique.length === 0) return [];
    const refs = unique.map((id) => collectRef(db, programId, id));
    // Existence checks read no field at all.
    const snapshots = await db.getAll(...refs, { fieldMask: names ? ['title', 'title_fr'] : [] });
    return snapshots.filter((snapshot) => snapshot.exists);
  };

  return {
    async existing(programId, collectIds) {
      const found = await getAll(programId, collectIds, false);
      return new Set(found.map((snapshot) => snapshot.id));
    },
    async listByProgram(programId) {
      const snapshot = await collectsCollection(db, programId).select('title', 'title_fr').get();
      return snapshot.docs.map((doc) => toCollectSummary(programId, doc)).sort(byTitle);
    },
    async listByIds(programId, collectIds) {
      const found = await getAll(programId, collectIds, true);
      return found.map((doc) => toCollectSummary(programId, doc)).sort(byTitle);
    },
    async searchAll(keyword, limit) {
      const snapshot = await allCollects(db)
        .where('keywords', 'array-contains', keyword)
        .select('title', 'title_fr')
        .limit(limit)
        .get();
      // A collect's program is its parent document.
      return snapshot.docs
        .map((doc) => toCollectSummary(doc.ref.parent.parent?.id ?? '', doc))
        .sort(byTitle);
    },
    async searchInProgram(programId, keyword, limit) {
      const snapshot = await collectsCollection(db, programId)
        .where('keywords', 'array-contains', keyword)
        .select('title', 'title_fr')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => toCollectSummary(programId, doc)).sort(byTitle);
    },
    async save(programId, collect, now) {
      const ref = collect.id
        ? collectRef(db, programId, collect.id)
        : collectsCollection(db, programId).doc();
      await ref.set(
        {
          program_id: programId,
          title: collect.title,
          title_fr: collect.titleFr,
          keywords: collectKeywords({ title: collect.title, title_fr: collect.titleFr }),
          ...(collect.modelId ? { model_id: collect.modelId } : {}),
          created_at: now,
          updated_at: now,
        },
        { merge: true },
      );
      return ref.id;
    },
  };
}
