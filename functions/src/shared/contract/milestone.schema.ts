import { z } from 'zod/mini';
import { isIsoDate } from './calendar.js';
import { isoDateSchema, isPlainText, PLAIN_TEXT_MESSAGE } from './common.schema.js';
import { localeSchema } from './locale.schema.js';

// A program's milestones (issue 14): dated steps managers set and complete, shown on the
// dashboard as a timeline. Titles are kept in English and, optionally, French.

export const MILESTONE_TITLE_MAX = 200;
export const MILESTONE_DESCRIPTION_MAX = 1000;
/** A program's milestones are listed whole: a timeline longer than this is not one. */
export const MILESTONES_MAX = 200;

/** A calendar day, `YYYY-MM-DD`, with no time zone: a milestone falls on a day, not an instant. */
export const calendarDaySchema = z
  .string()
  .check(z.refine(isIsoDate, 'Must be a date as YYYY-MM-DD'));

const titleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Must not be empty'),
    z.maxLength(MILESTONE_TITLE_MAX),
    z.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  );

const descriptionSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(MILESTONE_DESCRIPTION_MAX),
    z.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  );

export const milestoneSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  /** In the asked language: French falls back to English. */
  title: z.string(),
  title_en: z.string(),
  title_fr: z.nullable(z.string()),
  description: z.nullable(z.string()),
  date: z.string(),
  completed: z.boolean(),
  completed_at: z.nullable(isoDateSchema),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestonesQuerySchema = z.object({ lang: z.optional(localeSchema) });
export type MilestonesQuery = z.infer<typeof milestonesQuerySchema>;

/** SPEC.md §7: `{ milestones }`, by date (then title). */
export const milestonesResponseSchema = z.object({ milestones: z.array(milestoneSchema) });
export type MilestonesResponse = z.infer<typeof milestonesResponseSchema>;

export const createMilestoneRequestSchema = z.object({
  title_en: titleSchema,
  /** Empty or absent: French readers see the English title. */
  title_fr: z.union([
    z.nullish(titleSchema),
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
  ]),
  description: z.nullish(descriptionSchema),
  date: calendarDaySchema,
  completed: z.optional(z.boolean()),
});
export type CreateMilestoneRequest = z.infer<typeof createMilestoneRequestSchema>;

/** Only what is sent changes: a date moves it, `completed` completes or reopens it. */
export const updateMilestoneRequestSchema = z.partial(createMilestoneRequestSchema).check(
  z.refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Send at least one of title_en, title_fr, description, date, completed',
  }),
);
export type UpdateMilestoneRequest = z.infer<typeof updateMilestoneRequestSchema>;

export const milestoneResponseSchema = z.object({ milestone: milestoneSchema });
export type MilestoneResponse = z.infer<typeof milestoneResponseSchema>;
