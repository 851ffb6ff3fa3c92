import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient, RequestOptions } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-error';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

// SPEC §7 shows only `{ activities }`; the frame needs their number, the screens come later.
const pendingActionsResponseSchema = z.object({ activities: z.array(z.unknown()) });

/** Expected actions not done yet; a 404 means the API is not deployed yet: none. */
export async function getPendingActions(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<unknown[]> {
  try {
    const path = `/api/programs/${encodeURIComponent(programId)}/actions`;
    const { activities } = await api.get(path, pendingActionsResponseSchema, {
      ...options,
      query: { executed: false },
    });
    return activities;
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export function pendingActionsQueryOptions(api: ApiClient, programId: string) {
  return queryOptions({
    queryKey: [...programKeys.scope(programId, 'expected-actions'), 'pending'],
    queryFn: ({ signal }) => getPendingActions(api, programId, { signal }),
    staleTime: 60_000,
  });
}

export function usePendingActionsCount(programId: string | undefined, enabled = true) {
  const api = useApi();
  return useQuery({
    ...pendingActionsQueryOptions(api, programId ?? ''),
    enabled: enabled && Boolean(programId),
    select: (activities) => activities.length,
  });
}
