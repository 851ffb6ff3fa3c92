import type { Clock } from '../../core/clock.js';
import { appError, forbidden, notFound } from '../../core/errors.js';
import { actorOf } from '../../core/person-ref.js';
import type { CurrentUser } from '../../http/request-context.js';
import { apiPath } from '../../shared/contract/endpoint.js';
import { webhookEndpoints } from '../../shared/contract/webhook.endpoints.js';
import { WEBHOOK_LOG_SIZE, WEBHOOK_SOURCE_TYPES } from '../../shared/contract/webhook.schema.js';
import type {
  WebhookDelivery,
  WebhookSecretResponse,
  WebhookSettings,
} from '../../shared/contract/webhook.schema.js';
import { isProgramManager, isSuperAdmin } from '../../shared/permissions/roles.js';
import type { StoredSecret } from './webhook-documents.js';
import { newWebhookSecret } from './webhook-signature.js';
import type { WebhookCollect, WebhooksRepository } from './webhooks.repository.js';

export interface WebhooksDeps {
  readonly webhooks: WebhooksRepository;
  readonly clock: Clock;
  /** The origin senders reach the api at (Hosting rewrites its /api/** to the function). */
  readonly publicUrl: string;
}

export interface WebhooksService {
  settings(current: CurrentUser, programId: string, collectId: string): Promise<WebhookSettings>;
  rotateSecret(
    current: CurrentUser,
    programId: string,
    collectId: string,
  ): Promise<WebhookSecretResponse>;
  deliveries(
    current: CurrentUser,
    programId: string,
    collectId: string,
  ): Promise<WebhookDelivery[]>;
}

/** A collect's webhook is part of its settings: SPEC §6 "update settings" (admin, manager). */
export function createWebhooksService(deps: WebhooksDeps): WebhooksService {
  const { webhooks, clock } = deps;

  const managedCollect = async (current: CurrentUser, programId: string, collectId: string) => {
    if (!isSuperAdmin(current) && !isProgramManager(current, programId)) {
      throw forbidden('Only administrators and the program’s managers manage webhooks');
    }
    const collect = await webhooks.findCollectIn(programId, collectId);
    if (!collect) throw notFound('Collect not found');
    if (!collect.sourceType || !WEBHOOK_SOURCE_TYPES.includes(collect.sourceType)) {
      throw appError('CONFLICT', 'This collect’s source is not a webhook');
    }
    return collect;
  };

  const settingsOf = (collect: WebhookCollect, secret: StoredSecret | null): WebhookSettings => ({
    collect_id: collect.id,
    url: `${deps.publicUrl}${apiPath(webhookEndpoints.deliver, { collect_id: collect.id })}`,
    has_secret: secret !== null,
    created_at: secret?.createdAt.toISOString() ?? null,
    rotated_at: secret?.rotatedAt?.toISOString() ?? null,
  });

  return {
    async settings(current, programId, collectId) {
      const collect = await managedCollect(current, programId, collectId);
      return settingsOf(collect, await webhooks.findSecret(collect.id));
    },

    async rotateSecret(current, programId, collectId) {
      const collect = await managedCollect(current, programId, collectId);
      const secret = newWebhookSecret();
      const saved = await webhooks.saveSecret(collect, secret, actorOf(current), clock.now());
      return { webhook: settingsOf(collect, saved), secret };
    },

    async deliveries(current, programId, collectId) {
      const collect = await managedCollect(current, programId, collectId);
      return webhooks.deliveries(collect, WEBHOOK_LOG_SIZE);
    },
  };
}
