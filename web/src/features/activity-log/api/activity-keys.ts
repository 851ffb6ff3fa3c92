import { programKeys } from '@/lib/query-keys';
import type { ActivityFilters } from '../utils/activity-filters';

export const activityKeys = {
  program: (programId: string) => programKeys.scope(programId, 'activities'),
  list: (programId: string, filters: ActivityFilters) =>
    [...activityKeys.program(programId), 'list', filters] as const,
};
