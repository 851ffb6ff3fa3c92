import { z } from 'zod/mini';
import { ACTIVITY_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.js';
import {
  checkPageOffset,
  cursorQuerySchema,
  idSchema,
  isoDateSchema,
  pageSchema,
  pageInfoSchema,
} from './common.schema.js';
import { personRefSchema } from './invitation.schema.js';

/** What the activity log records; the web app labels each one in en and fr. */
export const ACTIVITY_ACTIONS = [
  'PROGRAM_CREATED',
  'PROGRAM_UPDATED',
  'MEMBER_ROLE_CHANGED',
  'MEMBER_REMOVED',
  'INVITATION_SENT',
  'INVITATION_RESENT',
  'INVITATION_DELETED',
  'USER_REGISTERED',
  'USER_GROUP_CREATED',
  'USER_GROUP_UPDATED',
  'USER_GROUP_DELETED',
  'USER_GROUP_MEMBERS_ADDED',
  'USER_GROUP_MEMBERS_REMOVED',
  'USER_STATUS_CHANGED',
  'USER_ROLE_UPDATED',
  'COLLECT_CREATED',
  'COLLECT_UPDATED',
  'COLLECT_DELETED',
  'RECORD_CREATED',
  'RECORD_UPDATED',
  'RECORD_DELETED',
  'ATTRIBUTION_RULE_CREATED',
  'ATTRIBUTION_RULE_UPDATED',
  'ATTRIBUTION_RULE_DELETED',
  'WEBHOOK_SECRET_ROTATED',
  'WEBHOOK_RECORDS_RECEIVED',
  'RECORDS_BULK_UPDATED',
  'RECORDS_IMPORTED',
  'MILESTONE_CREATED',
  'MILESTONE_UPDATED',
  'MILESTONE_DELETED',
  'EXPECTED_ACTION_CREATED',
  'EXPECTED_ACTION_DONE',
  'REMINDER_CREATED',
  'REMINDER_UPDATED',
  'REMINDER_DELETED',
  'GRAPHIC_CREATED',
  'GRAPHIC_UPDATED',
  'GRAPHIC_DELETED',
  'GRAPHICS_REORDERED',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_TARGET_TYPES = [
  'PROGRAM',
  'USER',
  'INVITATION',
  'USER_GROUP',
  'COLLECT',
  'RECORD',
  'MILESTONE',
  'EXPECTED_ACTION',
  'REMINDER',
  'GRAPHIC',
  'REPORT',
] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

export const activityDetailValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
]);
export type ActivityDetailValue = z.infer<typeof activityDetailValueSchema>;

/** One entry of a program's activity log: who did what to what. */
export const activitySchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  actor: personRefSchema,
  action: z.enum(ACTIVITY_ACTIONS),
  target: z.object({
    type: z.enum(ACTIVITY_TARGET_TYPES),
    _id: z.string(),
    label: z.string(),
  }),
  details: z.optional(z.record(z.string(), activityDetailValueSchema)),
  created_at: isoDateSchema,
});
export type Activity = z.infer<typeof activitySchema>;

/**
 * GET /api/programs/{program_id}/activities: newest first, `limit` (default 20) a page; filtered
 * by `actor_id`, `action` and the instants `from` (included) and `to` (excluded). `cursor`
 * (the `next_cursor` or `prev_cursor` of a previous answer) reads on from there; `page` (1, 2, …)
 * reaches the first entries only (see checkPageOffset).
 */
export const activitiesQuerySchema = z
  .object({
    page: pageSchema,
    limit: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ACTIVITY_PAGE_SIZE_MAX)),
      PAGE_SIZE,
    ),
    cursor: cursorQuerySchema,
    /** Entries by this person (their user id). */
    actor_id: z.optional(idSchema),
    action: z.optional(z.enum(ACTIVITY_ACTIONS)),
    /** Entries at or after this instant. */
    from: z.optional(isoDateSchema),
    /** Entries before this instant. */
    to: z.optional(isoDateSchema),
  })
  .check(
    z.superRefine(checkPageOffset),
    z.superRefine((query, ctx) => {
      if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after `from`' });
      }
    }),
  );
export type ActivitiesQuery = z.infer<typeof activitiesQuerySchema>;

export const activitiesResponseSchema = z.extend(pageInfoSchema, {
  activities: z.array(activitySchema),
});
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;
