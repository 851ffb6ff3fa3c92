import { PROGRAM_LOGO_MAX_BYTES, PROGRAM_LOGO_TYPES } from '@shared/constants';

export type LogoProblem = 'type' | 'size' | 'count';

/** The first problem of a refused drop, from its error codes (components/file-dropzone.tsx). */
export function logoRejectionProblem(errorCodes: readonly string[]): LogoProblem {
  if (errorCodes.includes('file-invalid-type')) return 'type';
  if (errorCodes.includes('file-too-large')) return 'size';
  if (errorCodes.includes('too-many-files')) return 'count';
  return 'type';
}

/** The same checks as the API's, for a file that reached the form another way. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): LogoProblem | null {
  if (!(PROGRAM_LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROGRAM_LOGO_MAX_BYTES) return 'size';
  return null;
}
