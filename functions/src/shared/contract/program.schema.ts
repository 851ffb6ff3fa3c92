import { z } from 'zod';
import {
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

export const programNameSchema = z.string().trim().min(PROGRAM_NAME_MIN).max(PROGRAM_NAME_MAX);

export const programLogoSchema = z
  .file()
  .max(PROGRAM_LOGO_MAX_BYTES)
  .mime([...PROGRAM_LOGO_TYPES], { error: 'Unsupported file type: use PNG, JPEG or WebP' });

/** POST /api/programs/create, sent as multipart/form-data; the same schema drives the web form. */
export const createProgramFormSchema = z.object({
  name: programNameSchema,
  logo: programLogoSchema.optional(),
});
export type CreateProgramForm = z.infer<typeof createProgramFormSchema>;

export const createProgramResponseSchema = z.object({ programID: z.string() });
export type CreateProgramResponse = z.infer<typeof createProgramResponseSchema>;
