import { importKeys } from './import-keys';

/** The Google Sheet source's queries, under the collect's imports. */
export const sheetKeys = {
  source: (programId: string, collectId: string) =>
    [...importKeys.all(programId, collectId), 'sheet-source'] as const,
  preview: (programId: string, collectId: string, reading: object) =>
    [...importKeys.all(programId, collectId), 'sheet-preview', reading] as const,
};
