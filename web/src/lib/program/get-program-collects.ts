import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient, RequestOptions } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-error';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

// The collects contract lands with the collects issue; until then the sidebar reads only the
// fields it shows (SPEC §3: `_id`, `title`, `title_fr`) and ignores the rest.
const collectSummarySchema = z.looseObject({
  _id: z.string(),
  title: z.string(),
  title_fr: z.string().nullish(),
});
export type CollectSummary = z.infer<typeof collectSummarySchema>;

const programCollectsResponseSchema = z.object({ collects: z.array(collectSummarySchema) });

/** A 404 means the collects API is not deployed yet: the program simply has no collects. */
export async function getProgramCollects(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<CollectSummary[]> {
  try {
    const path = `/api/programs/${encodeURIComponent(programId)}/collects`;
    const { collects } = await api.get(path, programCollectsResponseSchema, options);
    return collects;
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export function programCollectsQueryOptions(api: ApiClient, programId: string) {
  return queryOptions({
    queryKey: programKeys.scope(programId, 'collects'),
    queryFn: ({ signal }) => getProgramCollects(api, programId, { signal }),
    staleTime: 60_000,
  });
}

export function useProgramCollects(programId: string | undefined) {
  const api = useApi();
  return useQuery({
    ...programCollectsQueryOptions(api, programId ?? ''),
    enabled: Boolean(programId),
  });
}
