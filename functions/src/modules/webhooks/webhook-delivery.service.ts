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
import type { DeliveryEntry } from './webhook-documents.js';
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
/**
 * How long an instance keeps a collect and its model's fields between deliveries: a steady
 * sender then costs no reads besides its secret and its transaction (which reads the collect
 * as it is now and refuses the delivery if its source or model changed meanwhile). A field's new
 * option is accepted at most this long after it was added.
 */
export const COLLECT_CACHE_MS = 5_000;
/** Retries with a key are answered from its receipt for this long. */
export const RECEIPT_DAYS = 7;
/** Each instance trims a collect's log after this many deliveries it logged there. */
const TRIM_EVERY = 10;
/** A 400 lists at most this many problems: enough to fix a batch, short enough to read. */
const ISSUES_MAX = 20;
// Printable ASCII without spaces at the ends: what senders use for keys (UUIDs, numbers).
const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * The inbound path: the secret proves the sender, the rate bounds it, the records are validated
 * like the record form and written in one transaction with the delivery's log entry, its
 * activity entry and its idempotency receipt. Every delivery that names a collect with a
 * webhook is logged, refused ones with the reason.
 */
export function createWebhookDeliveryService(deps: WebhookDeliveryDeps): WebhookDeliveryService {
  const { webhooks, limiter, clock } = deps;
  const logged = new Map<string, number>();
  const collects = new Map<string, { collect: WebhookCollect; until: number }>();

  /** The collect with its model's fields, kept COLLECT_CACHE_MS by this instance. */
  const collectOf = async (place: CollectPlace): Promise<WebhookCollect | null> => {
    const now = clock.now().getTime();
    const kept = collects.get(place.id);
    if (kept && kept.until > now) return kept.collect;
    const collect = await webhooks.findCollectIn(place.programId, place.id);
    if (collect) collects.set(place.id, { collect, until: now + COLLECT_CACHE_MS });
    else collects.delete(place.id);
    return collect;
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
      const secret = await webhooks.findSecret(delivery.collectId);
      if (!secret) throw notFound('No webhook receives records for this collect');
      const place: CollectPlace = { id: secret.collectId, programId: secret.programId };
      const key = delivery.idempotencyKey?.slice(0, WEBHOOK_IDEMPOTENCY_KEY_MAX) ?? null;
      try {
        const result = await accept(delivery, secret.secret, place);
        if (result.replayed) {
          await log(place, {
            status: 200,
            recordIds: result.answer.records.map((record) => record._id),
            created: 0,
            updated: 0,
            unchanged: 0,
            error: null,
            idempotencyKey: key,
            replayed: true,
          });
        } else {
          // The transaction logged it; only the cap remains.
          await trimNow(place).catch(() => undefined);
        }
        return result;
      } catch (error) {
        await log(place, refusal(error, key));
        throw error;
      }
    },
  };

  async function accept(
    delivery: InboundDelivery,
    secret: string,
    place: CollectPlace,
  ): Promise<DeliveryResult> {
    if (!delivery.isJson || delivery.rawBody === undefined) {
      throw appError(
        'UNSUPPORTED_MEDIA_TYPE',
        'body: Send JSON with Content-Type: application/json',
      );
    }
    const check = checkDelivery(secret, delivery.rawBody, {
      signature: delivery.signature,
      authorization: delivery.authorization,
    });
    if (!check.ok) throw unauthenticated(check.reason);
    if (delivery.rawBody.length === 0) {
      throw invalidField('body', 'Empty body: send one record or { "records": [ … ] }');
    }
    const receipt = receiptOf(delivery);
    const rate = limiter.take(place.id);
    if (!rate.ok) {
      throw appError(
        'RATE_LIMITED',
        'Too many deliveries to this collect: retry after the time in Retry-After',
        { retry_after: rate.retryAfterSeconds },
      );
    }
    const inputs = recordsOfDelivery(delivery.body);
    const collect = await collectOf(place);
    if (!collect || !collect.sourceType || !WEBHOOK_SOURCE_TYPES.includes(collect.sourceType)) {
      collects.delete(place.id);
      throw notFound(NO_LONGER_WEBHOOK);
    }
    const records = validated(collect, inputs, delivery.locale);
    try {
      const outcome = await webhooks.deliver(collect, {
        records,
        receipt,
        author: WEBHOOK_AUTHOR,
        at: clock.now(),
        receiptDays: RECEIPT_DAYS,
      });
      return { answer: outcome.answer, replayed: outcome.replayed };
    } catch (error) {
      // The collect changed under the kept copy: the next delivery reads it again.
      collects.delete(place.id);
      throw error;
    }
  }
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
 * Every record through the one validation engine (text read as the field's type: webhooks are
 * loosely typed), then its id from the collect's matched fields. All problems of the batch are
 * reported at once, each named `records.<index>.<variable>`.
 */
function validated(
  collect: WebhookCollect,
  inputs: readonly Readonly<Record<string, unknown>>[],
  locale: Locale,
): DeliveryRecord[] {
  const schema = buildRecordSchema(collect.fields, locale, { coerce: true });
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
