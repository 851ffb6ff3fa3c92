import { webhookEndpoints } from '@shared/contract/webhook.endpoints';
import type { WebhookDelivery } from '@shared/contract/webhook.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { WebhookPlace } from './get-webhook';
import { webhookKeys } from './webhook-keys';

/** The collect's last deliveries, newest first. */
export async function getWebhookDeliveries(
  api: ApiClient,
  { programId, collectId }: WebhookPlace,
  options?: RequestOptions,
): Promise<WebhookDelivery[]> {
  const { deliveries } = await callApi(api, webhookEndpoints.deliveries, {
    ...options,
    params: { program_id: programId, collect_id: collectId },
  });
  return deliveries;
}

export function webhookDeliveriesQueryOptions(api: ApiClient, place: WebhookPlace) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(place.collectId),
    queryFn: ({ signal }) => getWebhookDeliveries(api, place, { signal }),
  });
}

export function useWebhookDeliveries(place: WebhookPlace, enabled = true) {
  return useQuery({ ...webhookDeliveriesQueryOptions(useApi(), place), enabled });
}
