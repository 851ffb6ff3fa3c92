import { searchEndpoints } from '@shared/contract/search.endpoints';
import type { SearchResponse } from '@shared/contract/search.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { isSearchable } from '../utils/search-rule';
import { searchKeys } from './search-keys';

export type SearchResults = SearchResponse;

/** Programs and collects the caller may see whose names match (records come with records). */
export function search(
  api: ApiClient,
  keywords: string,
  options?: RequestOptions,
): Promise<SearchResults> {
  return callApi(api, searchEndpoints.search, { ...options, query: { keywords } });
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
