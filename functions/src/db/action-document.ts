import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import type {
  ActionAssignee,
  ExpectedAction,
  ExpectedActionKind,
} from '../shared/contract/expected-action.schema.js';
import {
  actionAssigneeSchema,
  EXPECTED_ACTION_KINDS,
} from '../shared/contract/expected-action.schema.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import { personRefSchema } from '../shared/contract/invitation.schema.js';
import type { Role } from '../shared/contract/user.schema.js';

// `programs/{p}/actions/{id}`: what the program expects from someone. Written by
// modules/expected-actions (managers' actions, marks done) and db/action-writer.ts (the
// system's, under ids named after their event so an event seen twice writes one action).
// `audience` holds the assignee as keys (`user:<uid>`, `role:<ROLE>`) so that one
// array-contains-any query finds what a person is asked, by name or by role.

export const userAudience = (uid: string) => `user:${uid}`;
export const roleAudience = (role: Role) => `role:${role}`;

export function audienceOf(assignee: ActionAssignee): string[] {
  return [assignee.type === 'USER' ? userAudience(assignee.user_id) : roleAudience(assignee.role)];
}

const storedActionSchema = z.object({
  kind: z.enum(EXPECTED_ACTION_KINDS).default('MANUAL'),
  title: z.string(),
  description: z.string().nullish(),
  assignee: z.nullish(actionAssigneeSchema),
  assignee_name: z.string().nullish(),
  collect_id: z.string().nullish(),
  task_id: z.string().nullish(),
  details: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  due_date: z.string().nullish(),
  executed: z.boolean().default(false),
  executed_at: z.nullish(storedDateSchema),
  executed_by: z.nullish(personRefSchema),
  created_at: storedDateSchema,
  created_by: z.nullish(personRefSchema),
});

/** A new action, as its writer describes it. */
export interface ActionDraft {
  readonly kind: ExpectedActionKind;
  readonly title: string;
  readonly description: string | null;
  readonly assignee: ActionAssignee;
  readonly assigneeName: string | null;
  readonly collectId: string | null;
  readonly taskId: string | null;
  readonly details: Readonly<Record<string, string | number>>;
  readonly dueDate: string | null;
  readonly createdBy: PersonRef | null;
}

export function newActionData(draft: ActionDraft, now: Date) {
  return {
    kind: draft.kind,
    title: draft.title,
    description: draft.description,
    assignee: { ...draft.assignee },
    assignee_name: draft.assigneeName,
    audience: audienceOf(draft.assignee),
    collect_id: draft.collectId,
    task_id: draft.taskId,
    details: { ...draft.details },
    due_date: draft.dueDate,
    executed: false,
    executed_at: null,
    executed_by: null,
    created_at: now,
    created_by: draft.createdBy ? { ...draft.createdBy } : null,
  };
}

/** The fields marking an action done. */
export const doneActionData = (by: PersonRef | null, now: Date) => ({
  executed: true,
  executed_at: now,
  executed_by: by ? { ...by } : null,
});

export function toExpectedAction(programId: string, snapshot: DocumentSnapshot): ExpectedAction {
  const stored = storedActionSchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    program_id: programId,
    kind: stored.kind,
    title: stored.title,
    description: stored.description ?? null,
    assignee: stored.assignee ?? null,
    assignee_name: stored.assignee_name ?? null,
    collect_id: stored.collect_id ?? null,
    task_id: stored.task_id ?? null,
    details: stored.details,
    due_date: stored.due_date ?? null,
    executed: stored.executed,
    executed_at: stored.executed_at?.toISOString() ?? null,
    executed_by: stored.executed_by ?? null,
    created_at: stored.created_at.toISOString(),
    created_by: stored.created_by ?? null,
  };
}
