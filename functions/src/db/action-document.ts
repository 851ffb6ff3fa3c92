import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import type { ExpectedAction } from '../shared/contract/expected-action.schema.js';

// `programs/{programId}/actions/{id}`: title, collect_id?, executed, created_at. Nothing writes
// expected actions yet: they come with the reports and follow-up issue, which will name their
// writer here.

const storedActionSchema = z.object({
  title: z.string(),
  collect_id: z.string().nullish(),
  executed: z.boolean().default(false),
  created_at: storedDateSchema,
});

export function toExpectedAction(programId: string, snapshot: DocumentSnapshot): ExpectedAction {
  const stored = storedActionSchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    program_id: programId,
    title: stored.title,
    collect_id: stored.collect_id ?? null,
    executed: stored.executed,
    created_at: stored.created_at.toISOString(),
  };
}
