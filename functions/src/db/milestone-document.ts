import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import type { Locale } from '../shared/contract/locale.schema.js';
import type { Milestone } from '../shared/contract/milestone.schema.js';

// `programs/{p}/milestones/{id}`: written only by modules/milestones/milestones.repository.ts.
// `date` is a calendar day as text (`YYYY-MM-DD`), which sorts as the days do.

const storedMilestoneSchema = z.object({
  title: z.object({ en: z.string(), fr: z.string().nullish() }),
  description: z.string().nullish(),
  date: z.string(),
  completed: z.boolean().default(false),
  completed_at: storedDateSchema.nullish(),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
});

/** What the repository writes; the service decides each value. */
export interface MilestoneData {
  readonly title: { readonly en: string; readonly fr: string | null };
  readonly description: string | null;
  readonly date: string;
  readonly completed: boolean;
  readonly completed_at: Date | null;
}

export function toMilestoneData(snapshot: DocumentSnapshot): MilestoneData {
  const stored = storedMilestoneSchema.parse(snapshot.data());
  return {
    title: { en: stored.title.en, fr: stored.title.fr ?? null },
    description: stored.description ?? null,
    date: stored.date,
    completed: stored.completed,
    completed_at: stored.completed_at ?? null,
  };
}

export function toMilestone(
  programId: string,
  snapshot: DocumentSnapshot,
  locale: Locale,
): Milestone {
  const stored = storedMilestoneSchema.parse(snapshot.data());
  const fr = stored.title.fr ?? null;
  return {
    _id: snapshot.id,
    program_id: programId,
    title: locale === 'fr' && fr ? fr : stored.title.en,
    title_en: stored.title.en,
    title_fr: fr,
    description: stored.description ?? null,
    date: stored.date,
    completed: stored.completed,
    completed_at: stored.completed_at?.toISOString() ?? null,
    created_at: stored.created_at.toISOString(),
    updated_at: stored.updated_at.toISOString(),
  };
}
