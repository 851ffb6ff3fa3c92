import type { Request, Response } from 'express';
import { AppError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { rawBodyOf } from '../../http/raw-body.js';
import { requestLocale } from '../../http/request-locale.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { webhookEndpoints } from '../../shared/contract/webhook.endpoints.js';
import {
  WEBHOOK_DELIVERY_ID_HEADER,
  WEBHOOK_IDEMPOTENCY_HEADER,
  WEBHOOK_RATE_LIMIT,
  WEBHOOK_RATE_WINDOW_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
} from '../../shared/contract/webhook.schema.js';
import { createWebhookDeliveryService } from './webhook-delivery.service.js';
import type { InboundDelivery } from './webhook-delivery.service.js';
import { createDeliveryRateLimiter } from './webhook-rate.js';
import type { RateLimitSettings } from './webhook-rate.js';
import { createWebhooksService } from './webhooks.service.js';
import type { WebhooksDeps } from './webhooks.service.js';

export interface WebhookRoutesDeps extends WebhooksDeps {
  readonly logger: Logger;
  /** Per collect; the contract's documented rate unless a test sets its own. */
  readonly rate?: RateLimitSettings;
}

/** Inbound webhooks: the settings managers use, and the URL senders post records to. */
export function mountWebhooks(api: ApiRoutes, deps: WebhookRoutesDeps): void {
  const webhooks = createWebhooksService(deps);
  const place = (req: Request) => [programIdParam(req), idParam(req, 'collect_id')] as const;

  jsonRoute(api, webhookEndpoints.settings, async (req, res) => ({
    webhook: await webhooks.settings(currentUserOf(res), ...place(req)),
  }));
  jsonRoute(api, webhookEndpoints.rotateSecret, (req, res) =>
    webhooks.rotateSecret(currentUserOf(res), ...place(req)),
  );
  jsonRoute(api, webhookEndpoints.deliveries, async (req, res) => ({
    deliveries: await webhooks.deliveries(currentUserOf(res), ...place(req)),
  }));

  const inbound = createWebhookDeliveryService({
    webhooks: deps.webhooks,
    clock: deps.clock,
    limiter: createDeliveryRateLimiter(
      deps.clock,
      deps.rate ?? { limit: WEBHOOK_RATE_LIMIT, windowSeconds: WEBHOOK_RATE_WINDOW_SECONDS },
    ),
    logger: deps.logger,
  });
  jsonRoute(api, webhookEndpoints.deliver, async (req, res) => {
    try {
      const result = await inbound.deliver(inboundOf(req));
      if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
      return result.answer;
    } catch (error) {
      setRetryAfter(res, error);
      throw error;
    }
  });
}

function inboundOf(req: Request): InboundDelivery {
  const isJson = req.is('application/json') === 'application/json';
  return {
    collectId: idParam(req, 'collect_id'),
    // The JSON parser skips an empty body: its bytes are then none at all.
    rawBody: rawBodyOf(req) ?? (isJson ? Buffer.alloc(0) : undefined),
    body: req.body,
    isJson,
    signature: req.get(WEBHOOK_SIGNATURE_HEADER),
    authorization: req.get('authorization'),
    idempotencyKey: req.get(WEBHOOK_IDEMPOTENCY_HEADER) ?? req.get(WEBHOOK_DELIVERY_ID_HEADER),
    locale: requestLocale(req),
  };
}

/** RFC 9110 `Retry-After`, in seconds, on a 429. */
function setRetryAfter(res: Response, error: unknown): void {
  if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') return;
  const seconds = error.details?.retry_after;
  if (typeof seconds === 'number') res.setHeader('Retry-After', String(seconds));
}
