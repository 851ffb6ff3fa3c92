import type { Firestore } from 'firebase-admin/firestore';
import type { DocumentWriter } from '../core/firestore-values.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import type { ActivityDraft } from './activity-document.js';
import { activitiesCollection } from './collections.js';

// The one writer of `programs/{p}/activities`: every change that is logged adds its entry here,
// inside the change's own transaction or batch.

/**
 * Adds an entry to the program's log within the caller's transaction or batch, so the log and
 * the change it describes are written together or not at all.
 */
export function writeActivity(
  writer: DocumentWriter,
  db: Firestore,
  actor: PersonRef,
  draft: ActivityDraft,
  now: Date,
): void {
  writer.set(activitiesCollection(db, draft.programId).doc(), {
    actor: { _id: actor._id, name: actor.name, email: actor.email },
    action: draft.action,
    target: { ...draft.target },
    ...(draft.details ? { details: { ...draft.details } } : {}),
    created_at: now,
  });
}
