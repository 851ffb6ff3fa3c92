import { programKeys } from '@/lib/query-keys';

export const importKeys = {
  all: (programId: string, collectId: string) =>
    [...programKeys.root(programId), 'imports', collectId] as const,
  template: (programId: string, collectId: string) =>
    [...importKeys.all(programId, collectId), 'template'] as const,
  file: (programId: string, collectId: string, reading: object) =>
    [...importKeys.all(programId, collectId), 'file', reading] as const,
  matchingPreview: (programId: string, collectId: string, request: object) =>
    [...importKeys.all(programId, collectId), 'matching-preview', request] as const,
  task: (programId: string, taskId: string) =>
    [...importKeys.all(programId, 'task'), taskId] as const,
};
