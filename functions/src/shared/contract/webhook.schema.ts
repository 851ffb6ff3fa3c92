import { z } from 'zod/mini';
import { isoDateSchema } from './common.schema.js';
import type { CollectSourceType } from './collect.schema.js';

// Inbound webhooks (issue 13): a collect whose source is a webhook has a URL senders POST
// records to, signed with a secret only the sender and the server know.

/** The sources that receive records by webhook. */
export const WEBHOOK_SOURCE_TYPES: readonly CollectSourceType[] = [
  'WIIN_WEBHOOK',
  'WEBHOOK_OR_API',
];

/** Records in one delivery; a larger batch is a 413 (split it). */
export const WEBHOOK_RECORDS_MAX = 500;
/** Deliveries kept in a collect's log (the newest). */
export const WEBHOOK_LOG_SIZE = 100;
/**
 * Deliveries a collect accepts at once and per window (a token bucket per function instance);
 * more are answered 429 with Retry-After. Above the 50 a second a busy sender reaches (issue
 * 13), so that one is never refused: the limit stops a runaway sender, not a steady one.
 */
export const WEBHOOK_RATE_LIMIT = 100;
export const WEBHOOK_RATE_WINDOW_SECONDS = 1;
/** Header carrying `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Rainbow-Signature';
/** Header naming a delivery: the same key again answers the first answer without writing. */
export const WEBHOOK_IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Accepted instead of Idempotency-Key, for senders that number their deliveries. */
export const WEBHOOK_DELIVERY_ID_HEADER = 'X-Delivery-Id';
export const WEBHOOK_IDEMPOTENCY_KEY_MAX = 200;

/** A collect's webhook as its managers see it: never the secret, which is shown once. */
export const webhookSettingsSchema = z.object({
  collect_id: z.string(),
  /** Where senders POST; absolute. */
  url: z.string(),
  has_secret: z.boolean(),
  created_at: z.nullable(isoDateSchema),
  rotated_at: z.nullable(isoDateSchema),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

export const webhookSettingsResponseSchema = z.object({ webhook: webhookSettingsSchema });
export type WebhookSettingsResponse = z.infer<typeof webhookSettingsResponseSchema>;

/** The new secret, in this answer only: it is not readable again, only replaceable. */
export const webhookSecretResponseSchema = z.object({
  webhook: webhookSettingsSchema,
  secret: z.string(),
});
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;

export const WEBHOOK_RECORD_STATUSES = ['created', 'updated', 'unchanged'] as const;
export type WebhookRecordStatus = (typeof WEBHOOK_RECORD_STATUSES)[number];

/** One record of an accepted delivery, in the order sent. */
export const webhookRecordResultSchema = z.object({
  index: z.number().check(z.int(), z.minimum(0)),
  _id: z.string(),
  status: z.enum(WEBHOOK_RECORD_STATUSES),
});
export type WebhookRecordResult = z.infer<typeof webhookRecordResultSchema>;

/** What an accepted delivery answers (again, unchanged, for a retry with the same key). */
export const webhookDeliveryResponseSchema = z.object({
  delivery_id: z.string(),
  records: z.array(webhookRecordResultSchema),
  created: z.number().check(z.int(), z.minimum(0)),
  updated: z.number().check(z.int(), z.minimum(0)),
  unchanged: z.number().check(z.int(), z.minimum(0)),
});
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponseSchema>;

/** A record as senders post it: values keyed by the model's variable names. */
export const webhookRecordInputSchema = z.record(z.string(), z.unknown());
/** One record, or `{ records: [...] }`; documented here, checked by the delivery's reader. */
export const webhookDeliveryRequestSchema = z.union([
  z.object({
    records: z.array(webhookRecordInputSchema).check(z.maxLength(WEBHOOK_RECORDS_MAX)),
  }),
  webhookRecordInputSchema,
]);

/** One delivery in the collect's log. */
export const webhookDeliverySchema = z.object({
  _id: z.string(),
  received_at: isoDateSchema,
  /** The HTTP status it was answered with. */
  status: z.number().check(z.int()),
  record_ids: z.array(z.string()),
  created: z.number().check(z.int(), z.minimum(0)),
  updated: z.number().check(z.int(), z.minimum(0)),
  unchanged: z.number().check(z.int(), z.minimum(0)),
  /** Why it was refused; null when accepted. */
  error: z.nullable(z.string()),
  idempotency_key: z.nullable(z.string()),
  /** A retry answered from the first delivery with its key, nothing written. */
  replayed: z.boolean(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;
