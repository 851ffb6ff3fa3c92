import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient, RequestOptions } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-error';
import { useApi } from '@/lib/services';
import { isSearchable } from '../utils/search-rule';
import { searchKeys } from './search-keys';

// The search contract comes with the search issue; these are the fields the results list shows.
const programHitSchema = z.looseObject({ _id: z.string(), name: z.string() });
const collectHitSchema = z.looseObject({
  _id: z.string(),
  program_id: z.string(),
  title: z.string(),
  title_fr: z.string().nullish(),
});
const recordHitSchema = z.looseObject({
  _id: z.string(),
  program_id: z.string(),
  collect_id: z.string(),
  label: z.string().nullish(),
});

const searchResponseSchema = z.object({
  programs: z.array(programHitSchema).default([]),
  collects: z.array(collectHitSchema).default([]),
  records: z.array(recordHitSchema).default([]),
});
export type SearchResults = z.infer<typeof searchResponseSchema>;

export const EMPTY_RESULTS: SearchResults = { programs: [], collects: [], records: [] };

/** A 404 means the search API is not deployed yet: nothing is found. */
export async function search(
  api: ApiClient,
  keywords: string,
  options?: RequestOptions,
): Promise<SearchResults> {
  try {
    return await api.get('/api/search', searchResponseSchema, { ...options, query: { keywords } });
  } catch (error) {
    if (isNotFound(error)) return EMPTY_RESULTS;
    throw error;
  }
}

export function searchQueryOptions(api: ApiClient, keywords: string) {
  return queryOptions({
    queryKey: searchKeys.results(keywords),
    queryFn: ({ signal }) => search(api, keywords, { signal }),
    staleTime: 30_000,
  });
}

export function useSearch(keywords: string) {
  const api = useApi();
  return useQuery({ ...searchQueryOptions(api, keywords), enabled: isSearchable(keywords) });
}
