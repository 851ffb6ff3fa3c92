import { webhookEndpoints } from '@shared/contract/webhook.endpoints';
import type { WebhookSecretResponse } from '@shared/contract/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { WebhookPlace } from './get-webhook';
import { webhookKeys } from './webhook-keys';

/** Generates the secret, or replaces it: the answer is the only time it can be read. */
export async function rotateWebhookSecret(
  api: ApiClient,
  { programId, collectId }: WebhookPlace,
): Promise<WebhookSecretResponse> {
  return callApi(api, webhookEndpoints.rotateSecret, {
    params: { program_id: programId, collect_id: collectId },
  });
}

export function useRotateWebhookSecret(place: WebhookPlace) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateWebhookSecret(api, place),
    // The settings change (dates); the secret itself is never cached.
    onSuccess: ({ webhook }) => {
      queryClient.setQueryData(webhookKeys.settings(place.collectId), webhook);
    },
  });
}
