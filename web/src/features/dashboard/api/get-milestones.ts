import { milestoneEndpoints } from '@shared/contract/milestone.endpoints';
import type { Milestone } from '@shared/contract/milestone.schema';
import type { Locale } from '@shared/contract/locale.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { milestoneKeys } from './milestone-keys';

/** The program's milestones by date, titled in `locale` (French falls back to English). */
export async function getMilestones(
  api: ApiClient,
  programId: string,
  locale: Locale,
  options?: RequestOptions,
): Promise<Milestone[]> {
  const { milestones } = await callApi(api, milestoneEndpoints.list, {
    ...options,
    params: { program_id: programId },
    query: { lang: locale },
  });
  return milestones;
}

export function milestonesQueryOptions(api: ApiClient, programId: string, locale: Locale) {
  return queryOptions({
    queryKey: milestoneKeys.list(programId, locale),
    queryFn: ({ signal }) => getMilestones(api, programId, locale, { signal }),
  });
}

export function useMilestones(programId: string, locale: Locale) {
  return useQuery(milestonesQueryOptions(useApi(), programId, locale));
}
