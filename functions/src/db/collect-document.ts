import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { keywordsOf } from '../core/keywords.js';
import type { CollectSummary } from '../shared/contract/collect.schema.js';

// `programs/{programId}/collects/{collectId}`: program_id, title, title_fr, keywords (prefixes
// of both titles, for search), model_id (the data model its records follow; a collection-group
// query on it tells whether a model is in use), created_at, updated_at. Written only by the collects repository
// (today for the demo seed and tests; the collects API comes with its issue).

const storedCollectSchema = z.object({
  title: z.string(),
  title_fr: z.string().nullish(),
});

export function toCollectSummary(programId: string, snapshot: DocumentSnapshot): CollectSummary {
  const stored = storedCollectSchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    program_id: programId,
    title: stored.title,
    title_fr: stored.title_fr ?? null,
  };
}

/** The keywords a search matches a collect by: every word prefix of either title. */
export function collectKeywords(collect: { title: string; title_fr: string | null }): string[] {
  return keywordsOf([collect.title, collect.title_fr ?? '']);
}
