import { z } from 'zod';
import { flagSchema, isoDateSchema, isPlainText, PLAIN_TEXT_MESSAGE } from './common.schema.js';
import {
  PROGRAM_DESCRIPTION_MAX,
  PROGRAM_LOGO_MAX_BYTES,
  PROGRAM_LOGO_TYPES,
  PROGRAM_NAME_MAX,
  PROGRAM_NAME_MIN,
} from '../constants.js';

/** `logo` is a URL the browser loads directly (short-lived, signed), or null. */
export const programSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});
export type Program = z.infer<typeof programSchema>;

/** GET /api/programs: the programs the caller may see. */
export const programsResponseSchema = z.object({ programs: z.array(programSchema) });
export type ProgramsResponse = z.infer<typeof programsResponseSchema>;

export const programNameSchema = z
  .string()
  .trim()
  .min(PROGRAM_NAME_MIN)
  .max(PROGRAM_NAME_MAX)
  .refine(isPlainText, PLAIN_TEXT_MESSAGE);

export const programLogoSchema = z
  .file()
  .max(PROGRAM_LOGO_MAX_BYTES)
  .mime([...PROGRAM_LOGO_TYPES], { error: 'Unsupported file type: use PNG, JPEG or WebP' });

export const programDescriptionSchema = z.string().trim().max(PROGRAM_DESCRIPTION_MAX);

/** POST /api/programs/create, sent as multipart/form-data; the same schema drives the web form. */
export const createProgramFormSchema = z.object({
  name: programNameSchema,
  description: programDescriptionSchema.optional(),
  logo: programLogoSchema.optional(),
});
export type CreateProgramForm = z.infer<typeof createProgramFormSchema>;

export const createProgramResponseSchema = z.object({ programID: z.string() });
export type CreateProgramResponse = z.infer<typeof createProgramResponseSchema>;

/** One program with its settings. `description` is absent when empty. */
export const programDetailSchema = programSchema.extend({
  description: z.string().optional(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

/** GET /api/programs/{program_id}. */
export const programResponseSchema = z.object({ program: programDetailSchema });
export type ProgramResponse = z.infer<typeof programResponseSchema>;

/**
 * PUT /api/programs/edit/{program_id}, multipart/form-data. `description` absent: unchanged;
 * empty: cleared. A new `logo` replaces the old one; `remove_logo=true` removes it.
 */
export const editProgramFormSchema = z.object({
  name: programNameSchema,
  description: programDescriptionSchema.optional(),
  logo: programLogoSchema.optional(),
  remove_logo: flagSchema.optional(),
});
export type EditProgramForm = z.infer<typeof editProgramFormSchema>;

export const editProgramResponseSchema = z.object({ _id: z.string() });

/** DELETE /api/programs/{program_id}: what went with the program. */
export const deleteProgramResponseSchema = z.object({
  _id: z.string(),
  deleted: z.object({
    /** Every document under programs/{id}, the program included (collects, groups, log, …). */
    documents: z.number().int().min(0),
    /** Users who lost their roles in the program. */
    members: z.number().int().min(0),
    invitations: z.number().int().min(0),
    logo: z.boolean(),
  }),
});
export type DeleteProgramResponse = z.infer<typeof deleteProgramResponseSchema>;
