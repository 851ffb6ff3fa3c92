import { z } from 'zod';
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
export const calendarDaySchema = z.string().refine(isIsoDate, 'Must be a date as YYYY-MM-DD');

const titleSchema = z
  .string()
  .trim()
  .min(1, 'Must not be empty')
  .max(MILESTONE_TITLE_MAX)
  .refine(isPlainText, PLAIN_TEXT_MESSAGE);

const descriptionSchema = z
  .string()
  .trim()
  .max(MILESTONE_DESCRIPTION_MAX)
  .refine(isPlainText, PLAIN_TEXT_MESSAGE);

export const milestoneSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  /** In the asked language: French falls back to English. */
  title: z.string(),
  title_en: z.string(),
  title_fr: z.string().nullable(),
  description: z.string().nullable(),
  date: z.string(),
  completed: z.boolean(),
  completed_at: isoDateSchema.nullable(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestonesQuerySchema = z.object({ lang: localeSchema.optional() });
export type MilestonesQuery = z.infer<typeof milestonesQuerySchema>;

/** SPEC.md §7: `{ milestones }`, by date (then title). */
export const milestonesResponseSchema = z.object({ milestones: z.array(milestoneSchema) });
export type MilestonesResponse = z.infer<typeof milestonesResponseSchema>;

export const createMilestoneRequestSchema = z.object({
  title_en: titleSchema,
  /** Empty or absent: French readers see the English title. */
  title_fr: titleSchema.nullish().or(z.literal('').transform(() => null)),
  description: descriptionSchema.nullish(),
  date: calendarDaySchema,
  completed: z.boolean().optional(),
});
export type CreateMilestoneRequest = z.infer<typeof createMilestoneRequestSchema>;

/** Only what is sent changes: a date moves it, `completed` completes or reopens it. */
export const updateMilestoneRequestSchema = createMilestoneRequestSchema
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Send at least one of title_en, title_fr, description, date, completed',
  });
export type UpdateMilestoneRequest = z.infer<typeof updateMilestoneRequestSchema>;

export const milestoneResponseSchema = z.object({ milestone: milestoneSchema });
export type MilestoneResponse = z.infer<typeof milestoneResponseSchema>;
