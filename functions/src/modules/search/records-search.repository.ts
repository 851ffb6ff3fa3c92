import type { Firestore, Query } from 'firebase-admin/firestore';
import { chunk, IN_QUERY_LIMIT } from '../../core/firestore-values.js';
import { allRecords, collectRef, recordsCollection } from '../../db/collections.js';
import { isDeleting, toStoredCollect } from '../../db/collect-document.js';
import { storedLabelOf } from '../../db/record-document.js';
import type { RecordHit } from '../../shared/contract/search.schema.js';
import type { GridScope, ReachCollect } from '../../shared/permissions/record-reach.js';

// Records by their stored keywords across collects: one collection-group query on `keywords`
// (array-contains), narrowed to the programs the caller manages (`program_id in`, 30 ids a
// query), and for a contributor one query per collect of theirs, narrowed to the classes their
// attribution rules reach (`acl_class in`, as their grid is). The label is stored on the
// record, so a hit costs one read and no model lookup.

/** A contributor's collect and what their rules let them see in it. */
export interface CollectSearchReach {
  readonly programId: string;
  readonly collectId: string;
  readonly scope: GridScope;
}

/** Where a search may look: every program, or these programs' records and these collects'. */
export type RecordSearchReach =
  | { readonly all: true }
  | { readonly programIds: readonly string[]; readonly collects: readonly CollectSearchReach[] };

export interface RecordsSearchRepository {
  search(reach: RecordSearchReach, key: string, limit: number): Promise<RecordHit[]>;
  /** The collects (with the classes their records hold), those that still exist. */
  reachCollects(refs: readonly { programId: string; collectId: string }[]): Promise<ReachCollect[]>;
}

export function createRecordsSearchRepository(db: Firestore): RecordsSearchRepository {
  const hits = async (query: Query, limit: number): Promise<RecordHit[]> => {
    const found = await query.limit(limit).get();
    return found.docs.map((doc) => ({
      _id: doc.id,
      program_id: String(doc.get('program_id') ?? ''),
      collect_id: String(doc.get('collect_id') ?? ''),
      label: storedLabelOf(doc),
    }));
  };

  const inCollect = (place: CollectSearchReach, key: string, limit: number) => {
    const { scope } = place;
    if (scope.kind === 'NONE') return Promise.resolve([]);
    const matching = recordsCollection(db, place.programId, place.collectId).where(
      'keywords',
      'array-contains',
      key,
    );
    if (scope.kind === 'ALL') return hits(matching, limit);
    return Promise.all(
      chunk(scope.classes, IN_QUERY_LIMIT).map((classes) =>
        hits(matching.where('acl_class', 'in', classes), limit),
      ),
    ).then((parts) => parts.flat());
  };

  return {
    async search(reach, key, limit) {
      const matching = allRecords(db).where('keywords', 'array-contains', key);
      if ('all' in reach) return hits(matching, limit);
      const perChunk = await Promise.all([
        ...chunk(reach.programIds, IN_QUERY_LIMIT).map((ids) =>
          hits(matching.where('program_id', 'in', ids), limit),
        ),
        ...reach.collects.map((place) => inCollect(place, key, limit)),
      ]);
      return perChunk.flat().slice(0, limit);
    },

    async reachCollects(refs) {
      if (refs.length === 0) return [];
      const read = await db.getAll(
        ...refs.map((ref) => collectRef(db, ref.programId, ref.collectId)),
      );
      return read
        .filter((snapshot) => snapshot.exists && !isDeleting(snapshot))
        .map((snapshot) => {
          const collect = toStoredCollect(snapshot);
          return {
            id: collect.id,
            programId: collect.programId,
            accessClasses: collect.accessClasses,
          };
        });
    },
  };
}
