import { createHash } from 'node:crypto';
import type { Clock } from '../../core/clock.js';
import { AppError, appError, invalidField, notFound, unauthenticated } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { ValidationIssue } from '../../shared/contract/error.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import { buildRecordSchema } from '../../shared/contract/record-validation.js';
import {
  WEBHOOK_IDEMPOTENCY_HEADER,
  WEBHOOK_IDEMPOTENCY_KEY_MAX,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_SOURCE_TYPES,
} from '../../shared/contract/webhook.schema.js';
import type { WebhookDeliveryResponse } from '../../shared/contract/webhook.schema.js';
import { validationIssues } from '../../core/validation.js';
import type { DeliveryEntry, StoredSecret } from './webhook-documents.js';
import { recordsOfDelivery } from './webhook-payload.js';
import type { DeliveryRateLimiter } from './webhook-rate.js';
import { keyValuesOf, recordIdForKey } from './webhook-record-key.js';
import { checkDelivery } from './webhook-signature.js';
import { NO_LONGER_WEBHOOK } from './webhooks.repository.js';
import type {
  CollectPlace,
  DeliveryReceipt,
  DeliveryRecord,
  WebhookCollect,
  WebhooksRepository,
} from './webhooks.repository.js';

export interface WebhookDeliveryDeps {
  readonly webhooks: WebhooksRepository;
  readonly limiter: DeliveryRateLimiter;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** An inbound delivery as the route read it. */
export interface InboundDelivery {
  readonly collectId: string;
  /** The exact bytes received (the signature is over them). */
  readonly rawBody: Buffer | undefined;
  /** The body parsed as JSON, undefined when it was not sent as JSON. */
  readonly body: unknown;
  readonly isJson: boolean;
  readonly signature: string | undefined;
  readonly authorization: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly locale: Locale;
}

export interface DeliveryResult {
  readonly answer: WebhookDeliveryResponse;
  readonly replayed: boolean;
}

export interface WebhookDeliveryService {
  deliver(delivery: InboundDelivery): Promise<DeliveryResult>;
}

/** Who wrote a delivered record, in records and the activity log. */
export const WEBHOOK_AUTHOR: PersonRef = { _id: 'webhook', name: 'Webhook', email: '' };
/** Retries with a key are answered from its receipt for this long. */
export const RECEIPT_DAYS = 7;
/**
 * Each instance trims a collect's log after this many deliveries it logged there. A trim is
 * three calls to Firestore (a count, the oldest entries, their deletion) that one delivery in
 * this many waits for; between two trims the log holds up to this many entries more per
 * serving instance.
 */
const TRIM_EVERY = 50;
/** Collects whose secret and fields an instance keeps; past this the oldest kept goes. */
const KEPT_MAX = 1_000;
/** Deliveries that find their copies changed are checked anew this many times at most. */
const ATTEMPTS = 3;
/** A 400 lists at most this many problems: enough to fix a batch, short enough to read. */
const ISSUES_MAX = 20;
// Printable ASCII without spaces at the ends: what senders use for keys (UUIDs, numbers).
const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

type RecordSchema = ReturnType<typeof buildRecordSchema>;

/**
 * What an instance keeps of a collect between deliveries: its secret, the collect with its
 * model's fields, and the validation schemas built from them. Nothing is written on their
 * word alone: the delivery's transaction reads the secret, the collect and the model's version
 * as they are now and sends the delivery back to be checked anew if any changed, and a
 * delivery is refused (401, 404, 400) only on copies just read. A rotated secret therefore
 * stops working at once on every instance, and a field's new option is accepted at once.
 */
interface Kept {
  readonly secret: StoredSecret;
  readonly collect: WebhookCollect | null;
  readonly schemas: Map<Locale, RecordSchema>;
  /** Read for this delivery (not kept from an earlier one). */
  readonly fresh: boolean;
}

/** Thrown when a copy kept by the instance would refuse or was refused by the transaction. */
class StaleCopy extends Error {}

/**
 * The inbound path: the secret proves the sender, the rate bounds it, the records are validated
 * like the record form and written in one transaction with the delivery's log entry, its
 * activity entry and its idempotency receipt. Every delivery that names a collect with a
 * webhook is logged, refused ones with the reason. A steady sender costs two calls to Firestore
 * per delivery: the transaction's one read and its commit.
 */
export function createWebhookDeliveryService(deps: WebhookDeliveryDeps): WebhookDeliveryService {
  const { webhooks, limiter, clock } = deps;
  const logged = new Map<string, number>();
  const kept = new Map<string, Kept>();

  /** The secret and the collect with its model's fields as they are now; null: no webhook. */
  const read = async (collectId: string): Promise<Kept | null> => {
    kept.delete(collectId);
    const secret = await webhooks.findSecret(collectId);
    if (!secret) return null;
    const collect = await webhooks.findCollectIn(secret.programId, secret.collectId);
    const entry: Kept = { secret, collect, schemas: new Map(), fresh: true };
    kept.set(collectId, { ...entry, fresh: false });
    if (kept.size > KEPT_MAX) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return entry;
  };

  const log = async (place: CollectPlace, entry: DeliveryEntry) => {
    try {
      await webhooks.logDelivery(place, entry, clock.now());
      await trimNow(place);
    } catch (error) {
      // The answer to the sender matters more than its log line.
      deps.logger.write('ERROR', 'webhook.log_failed', 'A webhook delivery was not logged', {
        error,
      });
    }
  };

  /** The log is capped: now and then this instance deletes what is past the newest entries. */
  const trimNow = async (place: CollectPlace) => {
    const count = (logged.get(place.id) ?? 0) + 1;
    logged.set(place.id, count % TRIM_EVERY);
    if (count % TRIM_EVERY === 0) await webhooks.trimDeliveries(place, WEBHOOK_LOG_SIZE);
  };

  const refusal = (error: unknown, key: string | null): DeliveryEntry => ({
    status: error instanceof AppError ? error.status : 500,
    recordIds: [],
    created: 0,
    updated: 0,
    unchanged: 0,
    error: error instanceof AppError ? error.message : 'Internal error',
    idempotencyKey: key,
    replayed: false,
  });

  return {
    async deliver(delivery) {
      let copy = kept.get(delivery.collectId) ?? (await read(delivery.collectId));
      if (!copy) throw notFound('No webhook receives records for this collect');
      const place: CollectPlace = { id: copy.secret.collectId, programId: copy.secret.programId };
      const key = delivery.idempotencyKey?.slice(0, WEBHOOK_IDEMPOTENCY_KEY_MAX) ?? null;
      const checked = { rate: false };
      try {
        for (let attempt = 1; ; attempt += 1) {
          try {
            const result = await accept(delivery, copy, checked);
            // The transaction logged it; only the cap remains.
            await trimNow(place).catch(() => undefined);
            return result;
          } catch (error) {
            if (!(error instanceof StaleCopy)) throw error;
            if (attempt >= ATTEMPTS) {
              throw appError('CONFLICT', 'The collect changed during the delivery: send it again');
            }
            copy = await read(delivery.collectId);
            if (!copy) throw notFound('No webhook receives records for this collect');
          }
        }
      } catch (error) {
        await log(place, refusal(error, key));
        throw error;
      }
    },
  };

  /** A refusal decided on a kept copy is decided again on a fresh one. */
  function refuse(copy: Kept, error: AppError): never {
    if (copy.fresh) throw error;
    throw new StaleCopy();
  }

  async function accept(
    delivery: InboundDelivery,
    copy: Kept,
    checked: { rate: boolean },
  ): Promise<DeliveryResult> {
    if (!delivery.isJson || delivery.rawBody === undefined) {
      throw appError(
        'UNSUPPORTED_MEDIA_TYPE',
        'body: Send JSON with Content-Type: application/json',
      );
    }
    const check = checkDelivery(copy.secret.secret, delivery.rawBody, {
      signature: delivery.signature,
      authorization: delivery.authorization,
    });
    if (!check.ok) refuse(copy, unauthenticated(check.reason));
    if (delivery.rawBody.length === 0) {
      throw invalidField('body', 'Empty body: send one record or { "records": [ … ] }');
    }
    const receipt = receiptOf(delivery);
    if (!checked.rate) {
      const rate = limiter.take(copy.secret.collectId);
      if (!rate.ok) {
        throw appError(
          'RATE_LIMITED',
          'Too many deliveries to this collect: retry after the time in Retry-After',
          { retry_after: rate.retryAfterSeconds },
        );
      }
      checked.rate = true;
    }
    const inputs = recordsOfDelivery(delivery.body);
    const collect = copy.collect;
    if (!collect || !collect.sourceType || !WEBHOOK_SOURCE_TYPES.includes(collect.sourceType)) {
      refuse(copy, notFound(NO_LONGER_WEBHOOK));
    }
    let records: DeliveryRecord[];
    try {
      records = validated(collect, schemaOf(copy, collect, delivery.locale), inputs);
    } catch (error) {
      if (error instanceof AppError) refuse(copy, error);
      throw error;
    }
    const outcome = await webhooks.deliver(collect, {
      secret: copy.secret.secret,
      records,
      receipt,
      author: WEBHOOK_AUTHOR,
      at: clock.now(),
      receiptDays: RECEIPT_DAYS,
    });
    if (outcome.kind === 'stale') throw new StaleCopy();
    return { answer: outcome.answer, replayed: outcome.kind === 'replayed' };
  }
}

/** The record form's schema for the collect's fields in this language, built once per copy. */
function schemaOf(copy: Kept, collect: WebhookCollect, locale: Locale): RecordSchema {
  const built = copy.schemas.get(locale);
  if (built) return built;
  // Text is read as the field's type: webhooks are loosely typed.
  const schema = buildRecordSchema(collect.fields, locale, { coerce: true });
  copy.schemas.set(locale, schema);
  return schema;
}

function receiptOf(delivery: InboundDelivery): DeliveryReceipt | null {
  const key = delivery.idempotencyKey;
  if (key === undefined) return null;
  if (key.length > WEBHOOK_IDEMPOTENCY_KEY_MAX || !KEY_PATTERN.test(key)) {
    throw invalidField(
      WEBHOOK_IDEMPOTENCY_HEADER,
      `Up to ${WEBHOOK_IDEMPOTENCY_KEY_MAX} printable ASCII characters`,
    );
  }
  return { key, keyDigest: sha256(key), bodyDigest: sha256(delivery.rawBody ?? '') };
}

/**
 * Every record through the one validation engine, then its id from the collect's matched
 * fields. All problems of the batch are reported at once, each named `records.<index>.<variable>`.
 */
function validated(
  collect: WebhookCollect,
  schema: RecordSchema,
  inputs: readonly Readonly<Record<string, unknown>>[],
): DeliveryRecord[] {
  const issues: ValidationIssue[] = [];
  const records: DeliveryRecord[] = [];
  inputs.forEach((input, index) => {
    const path = `records.${index}`;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      issues.push(...validationIssues(parsed.error, path));
      return;
    }
    try {
      const recordId =
        collect.matchedFields.length > 0
          ? recordIdForKey(collect.id, keyValuesOf(collect.matchedFields, parsed.data, path))
          : null;
      records.push({ recordId, values: parsed.data });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      issues.push(...(error.details?.issues ?? []));
    }
  });
  if (issues.length === 0) return records;
  const shown = issues.slice(0, ISSUES_MAX);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  throw appError(
    'VALIDATION_ERROR',
    `${shown.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}${more}`,
    { issues: shown },
  );
}
