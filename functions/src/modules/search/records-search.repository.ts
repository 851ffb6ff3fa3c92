import type { Firestore, Query } from 'firebase-admin/firestore';
import { chunk, IN_QUERY_LIMIT } from '../../core/firestore-values.js';
import { allRecords } from '../../db/collections.js';
import { storedLabelOf } from '../../db/record-document.js';
import type { RecordHit } from '../../shared/contract/search.schema.js';

// Records by their stored keywords across collects: one collection-group query on `keywords`
// (array-contains), narrowed to the programs the caller may search (`program_id in`, 30 ids a
// query). The label is stored on the record, so a hit costs one read and no model lookup.

/** Where a search may look: every program, or these programs' records. */
export type RecordSearchReach = { readonly all: true } | { readonly programIds: readonly string[] };

export interface RecordsSearchRepository {
  search(reach: RecordSearchReach, key: string, limit: number): Promise<RecordHit[]>;
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

  return {
    async search(reach, key, limit) {
      const matching = allRecords(db).where('keywords', 'array-contains', key);
      if ('all' in reach) return hits(matching, limit);
      const perChunk = await Promise.all(
        chunk(reach.programIds, IN_QUERY_LIMIT).map((ids) =>
          hits(matching.where('program_id', 'in', ids), limit),
        ),
      );
      return perChunk.flat().slice(0, limit);
    },
  };
}
