import { z } from 'zod/mini';
import { EXPECTED_ACTIONS_LIMIT_MAX } from '../constants.js';
import {
  flagSchema,
  idSchema,
  isoDateSchema,
  isPlainText,
  PLAIN_TEXT_MESSAGE,
} from './common.schema.js';
import { personRefSchema } from './invitation.schema.js';
import { calendarDaySchema } from './milestone.schema.js';
import { roleSchema } from './user.schema.js';

/**
 * Where an action comes from: a manager (MANUAL) or an event the system saw. The web app
 * words the system's kinds in the reader's language from `details`; `title` is the English.
 */
export const EXPECTED_ACTION_KINDS = [
  'MANUAL',
  'REVIEW_IMPORT_REJECTIONS',
  'ACCEPT_INVITATION',
  'COMPLETE_RECORDS',
] as const;
export type ExpectedActionKind = (typeof EXPECTED_ACTION_KINDS)[number];

export const EXPECTED_ACTION_TITLE_MAX = 200;
export const EXPECTED_ACTION_DESCRIPTION_MAX = 2000;

/** A person (by user id) or everyone holding a role in the program. */
export const actionAssigneeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('USER'), user_id: idSchema }),
  z.object({ type: z.literal('ROLE'), role: roleSchema }),
]);
export type ActionAssignee = z.infer<typeof actionAssigneeSchema>;

/** Something the program expects from a person (SPEC.md §3 "expected actions"). */
export const expectedActionSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  kind: z.enum(EXPECTED_ACTION_KINDS),
  title: z.string(),
  description: z.nullable(z.string()),
  /** Null: everyone in the program (actions written before addressing existed). */
  assignee: z.nullable(actionAssigneeSchema),
  /** The addressee's name when the assignee is a person, for the lists managers read. */
  assignee_name: z.nullable(z.string()),
  collect_id: z.nullable(z.string()),
  /** The task the action is about (the import whose rejected rows to review). */
  task_id: z.nullable(z.string()),
  /** What the web app needs to word a system action (collect title, rejected rows, …). */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  due_date: z.nullable(z.string()),
  executed: z.boolean(),
  executed_at: z.nullable(isoDateSchema),
  executed_by: z.nullable(personRefSchema),
  created_at: isoDateSchema,
  /** Null for the system's actions. */
  created_by: z.nullable(personRefSchema),
});
export type ExpectedAction = z.infer<typeof expectedActionSchema>;

const limitSchema = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(EXPECTED_ACTIONS_LIMIT_MAX)),
  EXPECTED_ACTIONS_LIMIT_MAX,
);

/** `executed=false`: those still to do; without it, all of them. Newest first. */
export const expectedActionsQuerySchema = z.object({
  executed: z.optional(flagSchema),
  limit: limitSchema,
});
export type ExpectedActionsQuery = z.infer<typeof expectedActionsQuerySchema>;

/** `/api/programs/get_actions` names the program in the query. */
export const getActionsQuerySchema = z.extend(expectedActionsQuerySchema, { program_id: idSchema });
export type GetActionsQuery = z.infer<typeof getActionsQuerySchema>;

/** SPEC.md §7 names the list `activities`. */
export const expectedActionsResponseSchema = z.object({
  activities: z.array(expectedActionSchema),
});
export type ExpectedActionsResponse = z.infer<typeof expectedActionsResponseSchema>;

const plainText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max), z.refine(isPlainText, PLAIN_TEXT_MESSAGE));

export const createExpectedActionRequestSchema = z.object({
  title: plainText(EXPECTED_ACTION_TITLE_MAX).check(z.minLength(1, 'Must not be empty')),
  description: z.nullish(plainText(EXPECTED_ACTION_DESCRIPTION_MAX)),
  assignee: actionAssigneeSchema,
  due_date: z.nullish(calendarDaySchema),
  collect_id: z.nullish(idSchema),
});
export type CreateExpectedActionRequest = z.infer<typeof createExpectedActionRequestSchema>;

/** Marking an action done twice is the same as once. */
export const markActionDoneRequestSchema = z.object({
  program_id: idSchema,
  action_id: idSchema,
});
export type MarkActionDoneRequest = z.infer<typeof markActionDoneRequestSchema>;

export const expectedActionResponseSchema = z.object({ action: expectedActionSchema });
export type ExpectedActionResponse = z.infer<typeof expectedActionResponseSchema>;
