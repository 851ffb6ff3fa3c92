import { programKeys } from '@/lib/query-keys';

export const activityKeys = {
  program: (programId: string) => programKeys.scope(programId, 'activities'),
};
