import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES } from '../shared/contract/activity.schema.js';
import type { ActivityAction, ActivityTargetType } from '../shared/contract/activity.schema.js';
import type { Activity, ActivityDetailValue } from '../shared/contract/activity.schema.js';
import { activityDetailValueSchema } from '../shared/contract/activity.schema.js';

// `programs/{p}/activities/{id}`: written only by db/activity-writer.ts, read by the activities
// repository. Entries copy who and what (names, labels): the log outlives later changes.

/** An entry of a program's activity log, as services describe it before it is written. */
export interface ActivityDraft {
  readonly programId: string;
  readonly action: ActivityAction;
  readonly target: {
    readonly type: ActivityTargetType;
    readonly _id: string;
    readonly label: string;
  };
  readonly details?: Readonly<Record<string, ActivityDetailValue>>;
}

const storedActivitySchema = z.object({
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  action: z.enum(ACTIVITY_ACTIONS),
  target: z.object({ type: z.enum(ACTIVITY_TARGET_TYPES), _id: z.string(), label: z.string() }),
  details: z.record(z.string(), activityDetailValueSchema).optional(),
  created_at: storedDateSchema,
});

export function toActivity(programId: string, snapshot: DocumentSnapshot): Activity {
  const stored = storedActivitySchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    program_id: programId,
    actor: stored.actor,
    action: stored.action,
    target: stored.target,
    ...(stored.details ? { details: stored.details } : {}),
    created_at: stored.created_at.toISOString(),
  };
}
