import { createHmac } from 'node:crypto';
import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';
import type { RecordItemsResponse } from '../../functions/src/shared/contract/record.schema.js';
import type {
  WebhookDeliveryResponse,
  WebhookSecretResponse,
} from '../../functions/src/shared/contract/webhook.schema.js';
import type { Stack } from '../../emulators/stack/src/stack.js';
import { BenchApi, createBenchProgram, createModel } from './grid-bench-api.js';

// Issue 13's webhook target, through the whole local stack (Hosting → Functions → Firestore):
// a sender posts RATE signed deliveries per second for SECONDS seconds, open loop (each at its
// planned time, whatever the answers before it), one new record each with its own
// Idempotency-Key, and retries one delivery in ten with the same key once it is answered.
// Every answer must be 200 or 429 (over the collect's rate, 100 per 10 s); afterwards the
// collect must hold exactly one record per accepted delivery: none lost, none duplicated.
// Latencies are printed beside the target (p95 ≤ 150 ms), not asserted.

const RATE = Number(process.env.RAINBOW_WEBHOOK_BENCH_RATE ?? 50);
const SECONDS = Number(process.env.RAINBOW_WEBHOOK_BENCH_SECONDS ?? 60);
const RETRY_EVERY = 10;

const FIELDS: FieldDefinitionInput[] = [
  {
    label: { en: 'Email', fr: 'Courriel' },
    variable: 'email',
    datatype: 'STRING',
    input_method: 'EMAIL_FIELD',
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    label: { en: 'Name', fr: 'Nom' },
    variable: 'name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: { en: 'Amount', fr: 'Montant' },
    variable: 'amount',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  },
];

interface Sent {
  status: number;
  ms: number;
  body: (WebhookDeliveryResponse & { error?: unknown }) | null;
  replayed: boolean;
}

async function webhookWorld(stack: Stack) {
  const superAdmin = stack.seed.accounts.find((account) => account.role === 'SUPER_ADMIN');
  if (!superAdmin) throw new Error('The seed has no super administrator');
  const admin = new BenchApi(stack.webUrl);
  await admin.signIn(superAdmin.email, superAdmin.password);
  const programId = await createBenchProgram(admin);
  const modelId = await createModel(admin, `Webhook benchmark ${Date.now()}`, FIELDS);
  const created = await admin.call<{ _id: string }>('POST', `/api/program/${programId}/collect`, {
    title: 'Webhook sign-ups',
    model: modelId,
    source: { type: 'WEBHOOK_OR_API' },
    matched_fields: ['email'],
  });
  const collectId = created.body._id;
  const secret = await admin.call<WebhookSecretResponse>(
    'POST',
    `/api/program/${programId}/collects/${collectId}/webhook/secret`,
  );
  return { admin, collectId, url: secret.body.webhook.url, secret: secret.body.secret };
}

async function post(url: string, secret: string, body: string, key: string): Promise<Sent> {
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-rainbow-signature': signature,
      'idempotency-key': key,
    },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    body: text ? (JSON.parse(text) as Sent['body']) : null,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** One planned delivery and, one time in RETRY_EVERY, its retry with the same key. */
async function deliverOne(
  world: { url: string; secret: string },
  index: number,
): Promise<{ first: Sent; retry: Sent | null; email: string }> {
  const email = `sender${index}@bench.example.org`;
  const body = JSON.stringify({ email, name: `Sender ${index}`, amount: String(index % 100) });
  const key = `bench-${index}`;
  const first = await post(world.url, world.secret, body, key);
  const retry = index % RETRY_EVERY === 0 ? await post(world.url, world.secret, body, key) : null;
  return { first, retry, email };
}

export async function runWebhookBench(stack: Stack): Promise<void> {
  const world = await webhookWorld(stack);
  const total = RATE * SECONDS;
  console.log(`[bench] webhook: ${RATE} deliveries/s for ${SECONDS} s (${total}), signed…`);
  const start = performance.now();
  const runs = Array.from(
    { length: total },
    (_, index) =>
      new Promise<Awaited<ReturnType<typeof deliverOne>>>((resolve, reject) => {
        const at = start + (index * 1000) / RATE;
        setTimeout(
          () => deliverOne(world, index).then(resolve, reject),
          Math.max(0, at - performance.now()),
        );
      }),
  );
  const results = await Promise.all(runs);
  const wallS = (performance.now() - start) / 1000;

  const all = results.flatMap((result) =>
    result.retry ? [result.first, result.retry] : [result.first],
  );
  const unexpected = all.filter((sent) => sent.status !== 200 && sent.status !== 429);
  const accepted = results.filter((result) => result.first.status === 200);
  const acceptedIds = new Set(
    accepted.flatMap((result) => result.first.body?.records.map((r) => r._id) ?? []),
  );
  const retries = results.filter((result) => result.retry !== null);
  const retriedAccepted = retries.filter(
    (result) => result.first.status === 200 && result.retry?.status === 200,
  );
  const badReplays = retriedAccepted.filter(
    (result) =>
      !result.retry?.replayed ||
      JSON.stringify(result.retry.body) !== JSON.stringify(result.first.body),
  );
  // A retry of a delivery first refused for the rate may itself be the one accepted.
  const retryAccepted = retries.filter(
    (result) => result.first.status !== 200 && result.retry?.status === 200,
  );
  for (const result of retryAccepted) {
    for (const record of result.retry?.body?.records ?? []) acceptedIds.add(record._id);
  }

  const items = await world.admin.call<RecordItemsResponse>(
    'GET',
    `/api/program/collects/${world.collectId}/items?limit=1`,
  );
  const stored = items.body.totalItems;
  const latencies = all.map((sent) => sent.ms);
  const ok = all.filter((sent) => sent.status === 200).map((sent) => sent.ms);

  console.log(
    `[bench]   sent ${all.length} requests (${retries.length} retries) in ${wallS.toFixed(1)} s`,
  );
  console.log(
    `[bench]   answers: ${all.filter((s) => s.status === 200).length} × 200, ${all.filter((s) => s.status === 429).length} × 429, ${unexpected.length} other   (target: only 200 or 429)`,
  );
  console.log(
    `[bench]   latency all: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms   (target: p95 ≤ 150 ms)`,
  );
  if (ok.length > 0) {
    console.log(
      `[bench]   latency 200s: p50 ${percentile(ok, 0.5).toFixed(0)} ms, p95 ${percentile(ok, 0.95).toFixed(0)} ms`,
    );
  }
  console.log(
    `[bench]   records: ${stored} stored, ${acceptedIds.size} accepted deliveries' records   (target: equal: none lost, none duplicated)`,
  );
  console.log(
    `[bench]   retries of accepted deliveries: ${retriedAccepted.length} answered 200, ${badReplays.length} not replayed identically`,
  );
  const broken = [
    ...unexpected
      .slice(0, 5)
      .map((sent) => `unexpected ${sent.status}: ${JSON.stringify(sent.body)}`),
    ...(stored === acceptedIds.size
      ? []
      : [`${stored} records stored for ${acceptedIds.size} accepted`]),
    ...(badReplays.length === 0 ? [] : [`${badReplays.length} retries were not replayed`]),
  ];
  if (broken.length > 0) throw new Error(`Webhook benchmark failed: ${broken.join('; ')}`);
}
