import { z } from 'zod/mini';
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
  logo: z.nullable(z.string()),
});
export type Program = z.infer<typeof programSchema>;

/** GET /api/programs: the programs the caller may see. */
export const programsResponseSchema = z.object({ programs: z.array(programSchema) });
export type ProgramsResponse = z.infer<typeof programsResponseSchema>;

export const programNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(PROGRAM_NAME_MIN),
    z.maxLength(PROGRAM_NAME_MAX),
    z.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  );

export const programLogoSchema = z
  .file()
  .check(
    z.maxSize(PROGRAM_LOGO_MAX_BYTES),
    z.mime([...PROGRAM_LOGO_TYPES], { error: 'Unsupported file type: use PNG, JPEG or WebP' }),
  );

export const programDescriptionSchema = z
  .string()
  .check(z.trim(), z.maxLength(PROGRAM_DESCRIPTION_MAX));

/** POST /api/programs/create, sent as multipart/form-data; the same schema drives the web form. */
export const createProgramFormSchema = z.object({
  name: programNameSchema,
  description: z.optional(programDescriptionSchema),
  logo: z.optional(programLogoSchema),
});
export type CreateProgramForm = z.infer<typeof createProgramFormSchema>;

export const createProgramResponseSchema = z.object({ programID: z.string() });
export type CreateProgramResponse = z.infer<typeof createProgramResponseSchema>;

/** One program with its settings. `description` is absent when empty. */
export const programDetailSchema = z.extend(programSchema, {
  description: z.optional(z.string()),
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
  description: z.optional(programDescriptionSchema),
  logo: z.optional(programLogoSchema),
  remove_logo: z.optional(flagSchema),
});
export type EditProgramForm = z.infer<typeof editProgramFormSchema>;

export const editProgramResponseSchema = z.object({ _id: z.string() });

/** DELETE /api/programs/{program_id}: what went with the program. */
export const deleteProgramResponseSchema = z.object({
  _id: z.string(),
  deleted: z.object({
    /** Every document under programs/{id}, the program included (collects, groups, log, …). */
    documents: z.number().check(z.int(), z.minimum(0)),
    /** Users who lost their roles in the program. */
    members: z.number().check(z.int(), z.minimum(0)),
    invitations: z.number().check(z.int(), z.minimum(0)),
    logo: z.boolean(),
  }),
});
export type DeleteProgramResponse = z.infer<typeof deleteProgramResponseSchema>;
