import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../../core/firestore-values.js';
import { webhookDeliveryResponseSchema } from '../../shared/contract/webhook.schema.js';
import type {
  WebhookDelivery,
  WebhookDeliveryResponse,
} from '../../shared/contract/webhook.schema.js';

// Stored shapes of the webhooks module (paths in db/collections.ts):
//   webhookSecrets/{collectId}  program_id, collect_id, secret (in clear: an HMAC is computed
//                               with it; only the api reads this collection, see firestore.rules
//                               serverOnly), created_at, rotated_at
//   …/webhookDeliveries/{id}    received_at, status, record_ids, created, updated, unchanged,
//                               error, idempotency_key, replayed (the newest WEBHOOK_LOG_SIZE kept)
//   …/webhookReceipts/{sha256}  body_digest, answer (the delivery's 200 body), created_at,
//                               expires_at (for a TTL policy)

export interface StoredSecret {
  readonly programId: string;
  readonly collectId: string;
  readonly secret: string;
  readonly createdAt: Date;
  readonly rotatedAt: Date | null;
}

const storedSecretSchema = z.object({
  program_id: z.string(),
  collect_id: z.string(),
  secret: z.string().min(1),
  created_at: storedDateSchema,
  rotated_at: storedDateSchema.nullable().default(null),
});

export function toStoredSecret(snapshot: DocumentSnapshot): StoredSecret | null {
  if (!snapshot.exists) return null;
  const stored = storedSecretSchema.parse(snapshot.data());
  return {
    programId: stored.program_id,
    collectId: stored.collect_id,
    secret: stored.secret,
    createdAt: stored.created_at,
    rotatedAt: stored.rotated_at,
  };
}

/** A delivery as the log keeps it (its id and time are added when it is written). */
export interface DeliveryEntry {
  readonly status: number;
  readonly recordIds: readonly string[];
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly error: string | null;
  readonly idempotencyKey: string | null;
  readonly replayed: boolean;
}

export function deliveryData(entry: DeliveryEntry, at: Date) {
  return {
    received_at: at,
    status: entry.status,
    record_ids: [...entry.recordIds],
    created: entry.created,
    updated: entry.updated,
    unchanged: entry.unchanged,
    error: entry.error,
    idempotency_key: entry.idempotencyKey,
    replayed: entry.replayed,
  };
}

const storedDeliverySchema = z.object({
  received_at: storedDateSchema,
  status: z.number().int(),
  record_ids: z.array(z.string()).default([]),
  created: z.number().int().default(0),
  updated: z.number().int().default(0),
  unchanged: z.number().int().default(0),
  error: z.string().nullable().default(null),
  idempotency_key: z.string().nullable().default(null),
  replayed: z.boolean().default(false),
});

export function toWebhookDelivery(snapshot: DocumentSnapshot): WebhookDelivery {
  const stored = storedDeliverySchema.parse(snapshot.data());
  return { _id: snapshot.id, ...stored, received_at: stored.received_at.toISOString() };
}

const storedReceiptSchema = z.object({
  body_digest: z.string(),
  answer: webhookDeliveryResponseSchema,
});

export interface StoredReceipt {
  readonly bodyDigest: string;
  readonly answer: WebhookDeliveryResponse;
}

export function toStoredReceipt(snapshot: DocumentSnapshot): StoredReceipt | null {
  if (!snapshot.exists) return null;
  const stored = storedReceiptSchema.parse(snapshot.data());
  return { bodyDigest: stored.body_digest, answer: stored.answer };
}
