import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  WEBHOOK_DELIVERY_ID_HEADER,
  WEBHOOK_IDEMPOTENCY_HEADER,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_RATE_LIMIT,
  WEBHOOK_RATE_WINDOW_SECONDS,
  WEBHOOK_RECORDS_MAX,
  WEBHOOK_SIGNATURE_HEADER,
  webhookDeliveriesResponseSchema,
  webhookDeliveryRequestSchema,
  webhookDeliveryResponseSchema,
  webhookSecretResponseSchema,
  webhookSettingsResponseSchema,
} from './webhook.schema.js';

const TAG = 'Webhooks';
const MANAGERS =
  'Administrators and the program’s managers, for a collect whose source is a webhook (409 otherwise).';

export const webhookEndpoints = {
  settings: endpoint({
    method: 'get',
    path: '/program/:program_id/collects/:collect_id/webhook',
    tag: TAG,
    summary: "A collect's inbound webhook: its URL and when its secret was made (never the secret)",
    description: MANAGERS,
    auth: true,
    response: {
      status: 200,
      description: 'The webhook',
      contentType: 'application/json',
      schema: webhookSettingsResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
  rotateSecret: endpoint({
    method: 'post',
    path: '/program/:program_id/collects/:collect_id/webhook/secret',
    tag: TAG,
    summary: 'Generate the webhook secret, or replace it (the old one stops working at once)',
    description: `${MANAGERS} The secret is in this answer only; store it with the sender.`,
    auth: true,
    response: {
      status: 201,
      description: 'The new secret and the webhook',
      contentType: 'application/json',
      schema: webhookSecretResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
  deliveries: endpoint({
    method: 'get',
    path: '/program/:program_id/collects/:collect_id/webhook/deliveries',
    tag: TAG,
    summary: `The collect's last ${WEBHOOK_LOG_SIZE} deliveries, newest first`,
    description: MANAGERS,
    auth: true,
    response: {
      status: 200,
      description: 'Deliveries: when, the status answered, the records written, the error',
      contentType: 'application/json',
      schema: webhookDeliveriesResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
  deliver: endpoint({
    method: 'post',
    path: '/hooks/collects/:collect_id',
    tag: TAG,
    summary: 'Deliver records to a collect (senders; signed with the webhook secret, no x-auth)',
    description:
      `The body is one record (values by the model's variable names) or \`{ "records": [...] }\` (at most ${WEBHOOK_RECORDS_MAX}, body at most 1 MiB: 413 beyond). ` +
      `Sign it with \`${WEBHOOK_SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the raw body with the secret>\`, or send \`Authorization: Bearer <secret>\` (401 otherwise). ` +
      `Records are validated like the record form (400 naming \`records.<index>.<variable>\`) and upserted by the collect's matched fields: the same key values update the same record. ` +
      `\`${WEBHOOK_IDEMPOTENCY_HEADER}\` (or \`${WEBHOOK_DELIVERY_ID_HEADER}\`): a retry with the same key answers the first answer without writing (409 if its body differs). ` +
      `At most ${WEBHOOK_RATE_LIMIT} deliveries per ${WEBHOOK_RATE_WINDOW_SECONDS} s per collect (and serving instance): 429 with Retry-After beyond. Every delivery shows in the collect's delivery log.`,
    auth: false,
    body: { contentType: 'application/json', schema: webhookDeliveryRequestSchema },
    response: {
      status: 200,
      description:
        'Written: each record with its id and whether it was created, updated or unchanged',
      contentType: 'application/json',
      schema: webhookDeliveryResponseSchema,
    },
    errors: [
      'VALIDATION_ERROR',
      'UNAUTHENTICATED',
      'NOT_FOUND',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
    ],
  }),
};
