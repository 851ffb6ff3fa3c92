import { webhookEndpoints } from '@shared/contract/webhook.endpoints';
import type { WebhookSettings } from '@shared/contract/webhook.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { webhookKeys } from './webhook-keys';

export interface WebhookPlace {
  programId: string;
  collectId: string;
}

/** A collect's webhook: its URL and when its secret was made (never the secret). */
export async function getWebhook(
  api: ApiClient,
  { programId, collectId }: WebhookPlace,
  options?: RequestOptions,
): Promise<WebhookSettings> {
  const { webhook } = await callApi(api, webhookEndpoints.settings, {
    ...options,
    params: { program_id: programId, collect_id: collectId },
  });
  return webhook;
}

export function webhookQueryOptions(api: ApiClient, place: WebhookPlace) {
  return queryOptions({
    queryKey: webhookKeys.settings(place.collectId),
    queryFn: ({ signal }) => getWebhook(api, place, { signal }),
  });
}

export function useWebhook(place: WebhookPlace, enabled = true) {
  return useQuery({ ...webhookQueryOptions(useApi(), place), enabled });
}
