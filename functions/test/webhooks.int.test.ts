import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activitiesCollection,
  collectRef,
  recordsCollection,
  webhookSecretRef,
} from '../src/db/collections.js';
import type { Clock } from '../src/core/clock.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type { CollectRecord } from '../src/shared/contract/record.schema.js';
import {
  WEBHOOK_RATE_LIMIT,
  WEBHOOK_RATE_WINDOW_SECONDS,
} from '../src/shared/contract/webhook.schema.js';
import type {
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookSecretResponse,
  WebhookSettingsResponse,
} from '../src/shared/contract/webhook.schema.js';
import { call } from './support/http.js';
import type { HttpResult } from './support/http.js';
import { contributorOf, managedProgram, managerOf, createProgram } from './support/people.js';
import { createCollect, createModel } from './support/record-fixtures.js';
import { LONG_TEXT_FIELDS, longText, longTexts } from './support/long-texts.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import type { TestUser } from './support/users.js';

type Answer<T> = HttpResult<T & ErrorBody>;

const FIELDS = [
  {
    label: { en: 'Email', fr: 'Courriel' },
    variable: 'email',
    datatype: 'STRING',
    input_method: 'EMAIL_FIELD',
    validation_rules: [{ rule: 'REQUIRED' }, { rule: 'EMAIL' }],
  },
  {
    label: { en: 'Name', fr: 'Nom' },
    variable: 'name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    label: { en: 'Amount', fr: 'Montant' },
    variable: 'amount',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  },
] as const;

const WINDOW_MS = WEBHOOK_RATE_WINDOW_SECONDS * 1000;

/** Business time the test moves: each reading a millisecond later, windows on demand. */
function steppingClock(): Clock & { nextWindow(): void } {
  let now = Date.now();
  return {
    now: () => new Date((now += 1)),
    // A full window later: every collect's rate bucket is full again.
    nextWindow() {
      now += WINDOW_MS;
    },
  };
}

const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('inbound webhooks', () => {
  const clock = steppingClock();
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let otherManager: TestUser;
  let contributor: TestUser;
  let programId: string;
  let collectId: string;
  let sheetCollectId: string;
  let modelId: string;
  let secret: string;

  const settingsPath = (id = collectId, program = programId) =>
    `/api/program/${program}/collects/${id}/webhook`;
  const hookPath = (id = collectId) => `/api/hooks/collects/${id}`;

  const manage = <T>(method: string, path: string, token?: string) =>
    call<T & ErrorBody>(api, path, { method, ...(token ? { token } : {}) }) as Promise<Answer<T>>;

  /** A delivery with exactly these bytes, signed with `key` unless told otherwise. */
  const post = async (
    body: string,
    options: { key?: string; headers?: Record<string, string>; id?: string; sign?: boolean } = {},
  ): Promise<Answer<WebhookDeliveryResponse>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.sign !== false) headers['x-rainbow-signature'] = sign(options.key ?? secret, body);
    const response = await fetch(`${api.baseUrl}${hookPath(options.id)}`, {
      method: 'POST',
      headers: { ...headers, ...options.headers },
      body,
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson ? JSON.parse(text) : {}) as WebhookDeliveryResponse & ErrorBody,
      text,
    };
  };
  const deliver = (records: unknown, options: Parameters<typeof post>[1] = {}) =>
    post(JSON.stringify(records), options);

  const storedRecords = async (id = collectId) =>
    (await recordsCollection(api.db, programId, id).get()).docs;
  const deliveries = async (id = collectId) => {
    const read = await manage<WebhookDeliveriesResponse>(
      'GET',
      `${settingsPath(id)}/deliveries`,
      manager.token,
    );
    expect(read.status, read.text).toBe(200);
    return read.body.deliveries;
  };
  const newSecret = async (id = collectId, token = manager.token) => {
    const made = await manage<WebhookSecretResponse>('POST', `${settingsPath(id)}/secret`, token);
    expect(made.status, made.text).toBe(201);
    return made.body.secret;
  };
  const webhookCollect = async (title: string, matched: string[] = ['email']) =>
    createCollect(api, admin.token, programId, {
      title,
      model: modelId,
      source: { type: 'WEBHOOK_OR_API' },
      matched_fields: matched,
    });

  beforeAll(async () => {
    api = await startTestApi('webhooks', { clock });
    const world = await managedProgram(api, 'Webhook program');
    ({ admin, manager } = world);
    programId = world.program.id;
    ({ modelId } = await createModel(api, admin.token, 'Webhook people', FIELDS));
    collectId = await webhookCollect('People by webhook');
    sheetCollectId = await createCollect(api, admin.token, programId, {
      title: 'People from a sheet',
      model: modelId,
      source: { type: 'GOOGLE_SHEET' },
    });
    contributor = await contributorOf(api, programId, collectId);
    const other = await createProgram(api, admin, 'Other webhook program');
    otherManager = await managerOf(api, other.id, 'other-manager');
    secret = await newSecret();
  });

  afterAll(async () => {
    await api?.close();
  });

  beforeEach(() => {
    clock.nextWindow();
  });

  describe('settings (managers)', () => {
    it('shows the URL and dates, never the secret, to administrators and managers only', async () => {
      for (const user of [admin, manager]) {
        const read = await manage<WebhookSettingsResponse>('GET', settingsPath(), user.token);
        expect(read.status, read.text).toBe(200);
        expect(read.body.webhook).toMatchObject({
          collect_id: collectId,
          url: `${api.baseUrl}/api/hooks/collects/${collectId}`,
          has_secret: true,
        });
        expect(read.text).not.toContain(secret);
      }
      for (const user of [contributor, otherManager]) {
        expect((await manage('GET', settingsPath(), user.token)).status).toBe(403);
        expect((await manage('POST', `${settingsPath()}/secret`, user.token)).status).toBe(403);
        expect((await manage('GET', `${settingsPath()}/deliveries`, user.token)).status).toBe(403);
      }
      expect((await manage('GET', settingsPath())).status).toBe(401);
      expect((await manage('POST', `${settingsPath()}/secret`)).status).toBe(401);
    });

    it('answers 404 for an unknown collect and 409 for a collect fed another way', async () => {
      expect((await manage('GET', settingsPath('nope'), manager.token)).status).toBe(404);
      const sheet = await manage('GET', settingsPath(sheetCollectId), manager.token);
      expect(sheet.status).toBe(409);
      expect(
        (await manage('POST', `${settingsPath(sheetCollectId)}/secret`, admin.token)).status,
      ).toBe(409);
    });

    it('starts without a secret; rotating replaces it at once and is logged', async () => {
      const id = await webhookCollect('Rotation');
      const before = await manage<WebhookSettingsResponse>('GET', settingsPath(id), manager.token);
      expect(before.body.webhook).toMatchObject({ has_secret: false, created_at: null });
      const first = await newSecret(id);
      expect(first).toMatch(/^whsec_/);
      expect((await deliver({ email: 'r@x.org', name: 'R' }, { id, key: first })).status).toBe(200);
      const second = await newSecret(id, admin.token);
      expect(second).not.toBe(first);
      const after = await manage<WebhookSettingsResponse>('GET', settingsPath(id), manager.token);
      expect(after.body.webhook.has_secret).toBe(true);
      expect(after.body.webhook.rotated_at).not.toBeNull();
      expect((await deliver({ email: 'r@x.org', name: 'R' }, { id, key: first })).status).toBe(401);
      expect((await deliver({ email: 'r@x.org', name: 'R' }, { id, key: second })).status).toBe(
        200,
      );
      const log = await activitiesCollection(api.db, programId)
        .where('action', '==', 'WEBHOOK_SECRET_ROTATED')
        .where('target._id', '==', id)
        .get();
      expect(log.size).toBe(2);
    });

    it('keeps the secret where no client rule reaches it', async () => {
      const stored = await webhookSecretRef(api.db, collectId).get();
      expect(stored.get('program_id')).toBe(programId);
      expect(stored.get('secret')).toBe(secret);
    });
  });

  describe('authentication', () => {
    it('accepts a body signed with the secret and creates the record', async () => {
      const sent = await deliver({ email: 'ada@example.org', name: 'Ada', amount: '12,5' });
      expect(sent.status, sent.text).toBe(200);
      expect(sent.body).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
      const id = sent.body.records[0]?._id ?? '';
      expect(sent.body.records).toEqual([{ index: 0, _id: id, status: 'created' }]);
      const read = await call<{ record: CollectRecord }>(api, `/api/collectItem/${id}`, {
        token: manager.token,
      });
      expect(read.body.record.fields).toEqual({
        email: 'ada@example.org',
        name: 'Ada',
        amount: 12.5,
      });
      expect(read.body.record.created_by).toMatchObject({ name: 'Webhook' });
    });

    it('refuses a bad or missing signature with 401, writing nothing', async () => {
      const before = (await storedRecords()).length;
      const body = JSON.stringify({ email: 'eve@example.org', name: 'Eve' });
      const forged = await post(body, { key: 'whsec_not-the-secret' });
      expect(forged.status).toBe(401);
      expect(forged.body.error.code).toBe('UNAUTHENTICATED');
      const tampered = await post(body, {
        headers: { 'x-rainbow-signature': sign(secret, body.replace('Eve', 'Eva')) },
      });
      expect(tampered.status).toBe(401);
      const unsigned = await post(body, { sign: false });
      expect(unsigned.status).toBe(401);
      expect(unsigned.body.error.message).toMatch(/X-Rainbow-Signature|Bearer/);
      expect((await storedRecords()).length).toBe(before);
    });

    it('accepts the secret as a bearer token, and refuses another', async () => {
      const body = JSON.stringify({ email: 'bea@example.org', name: 'Bea' });
      const ok = await post(body, { sign: false, headers: { authorization: `Bearer ${secret}` } });
      expect(ok.status, ok.text).toBe(200);
      const wrong = await post(body, {
        sign: false,
        headers: { authorization: `Bearer ${secret.slice(0, -1)}x` },
      });
      expect(wrong.status).toBe(401);
    });

    it('refuses the old secret at once when another instance rotated it', async () => {
      const id = await webhookCollect('Rotated elsewhere');
      const first = await newSecret(id);
      // This instance now keeps the first secret.
      expect((await deliver({ email: 'o@x.org', name: 'O' }, { id, key: first })).status).toBe(200);
      // Another instance's rotation: only the stored secret changes.
      const second = 'whsec_rotated-by-another-instance';
      await webhookSecretRef(api.db, id).update({ secret: second });
      const old = await deliver({ email: 'p@x.org', name: 'P' }, { id, key: first });
      expect(old.status, old.text).toBe(401);
      const fresh = await deliver({ email: 'q@x.org', name: 'Q' }, { id, key: second });
      expect(fresh.status, fresh.text).toBe(200);
      const emails = (await storedRecords(id)).map((doc) => doc.get('fields.email'));
      expect(emails.sort()).toEqual(['o@x.org', 'q@x.org']);
    });

    it('answers 404 for a collect without a webhook secret', async () => {
      expect((await deliver({ email: 'a@b.org', name: 'A' }, { id: sheetCollectId })).status).toBe(
        404,
      );
      expect((await deliver({ email: 'a@b.org', name: 'A' }, { id: 'unknown' })).status).toBe(404);
    });

    it('refuses a body that is not JSON with 415', async () => {
      const body = 'email=a@b.org';
      const sent = await post(body, { headers: { 'content-type': 'text/plain' } });
      expect(sent.status).toBe(415);
    });
  });

  describe('records', () => {
    it('upserts by the matched fields: the same key updates the same record', async () => {
      const first = await deliver({ email: 'up@example.org', name: 'Before', amount: 1 });
      const id = first.body.records[0]?._id;
      const second = await deliver({
        records: [{ email: 'up@example.org', name: 'After', amount: 1 }],
      });
      expect(second.status, second.text).toBe(200);
      expect(second.body.records).toEqual([{ index: 0, _id: id, status: 'updated' }]);
      const third = await deliver({ email: 'up@example.org', name: 'After', amount: 1 });
      expect(third.body.records).toEqual([{ index: 0, _id: id, status: 'unchanged' }]);
      const same = (await storedRecords()).filter(
        (doc) => doc.get('fields.email') === 'up@example.org',
      );
      expect(same.map((doc) => [doc.id, doc.get('fields.name'), doc.get('version')])).toEqual([
        [id, 'After', 2],
      ]);
    });

    it('writes a batch in one go, records sharing a key applying in order', async () => {
      const sent = await deliver({
        records: [
          { email: 'b1@example.org', name: 'One' },
          { email: 'b2@example.org', name: 'Two' },
          { email: 'b1@example.org', name: 'One again' },
        ],
      });
      expect(sent.status, sent.text).toBe(200);
      expect(sent.body.records.map((record) => record.status)).toEqual([
        'created',
        'created',
        'updated',
      ]);
      expect(sent.body.records[0]?._id).toBe(sent.body.records[2]?._id);
      const stored = (await storedRecords()).filter((doc) =>
        ['b1@example.org', 'b2@example.org'].includes(doc.get('fields.email') as string),
      );
      expect(stored.map((doc) => doc.get('fields.name')).sort()).toEqual(['One again', 'Two']);
    });

    it('answers 400 naming the record and the field, and writes none of the batch', async () => {
      const before = (await storedRecords()).length;
      const sent = await deliver({
        records: [
          { email: 'fine@example.org', name: 'Fine' },
          { email: 'bad@example.org', name: 'Bad', amount: 'lots' },
          { email: 'not-an-email', name: 'Worse' },
          { name: 'No key' },
        ],
      });
      expect(sent.status).toBe(400);
      const paths = sent.body.error.details?.issues?.map((issue) => issue.path);
      expect(paths).toEqual(['records.1.amount', 'records.2.email', 'records.3.email']);
      expect(sent.body.error.message).toContain('records.1.amount');
      expect((await storedRecords()).length).toBe(before);
      const unknown = await deliver({ email: 'u@example.org', name: 'U', colour: 'red' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toContain('colour');
    });

    it('answers messages in French when asked', async () => {
      const sent = await deliver(
        { email: 'fr@example.org', name: 'Fr', amount: 'beaucoup' },
        { headers: { 'accept-language': 'fr' } },
      );
      expect(sent.status).toBe(400);
      expect(sent.body.error.message).toMatch(/^records\.0\.amount: .*Montant/);
    });

    it('creates a new record each time in a collect without matched fields', async () => {
      const id = await webhookCollect('No key', []);
      const key = await newSecret(id);
      const one = await deliver({ email: 'same@example.org', name: 'S' }, { id, key });
      const two = await deliver({ email: 'same@example.org', name: 'S' }, { id, key });
      expect(one.body.records[0]?._id).not.toBe(two.body.records[0]?._id);
      expect((await storedRecords(id)).length).toBe(2);
    });

    it('refuses a delivery once the collect is fed another way, even just after an accepted one', async () => {
      // The delivery path keeps the collect a few seconds between deliveries; the transaction
      // reads it as it is now.
      const id = await webhookCollect('Switched to a sheet');
      const key = await newSecret(id);
      expect((await deliver({ email: 'a@x.org', name: 'A' }, { id, key })).status).toBe(200);
      await collectRef(api.db, programId, id).update({ 'source.type': 'GOOGLE_SHEET' });
      const refused = await deliver({ email: 'b@x.org', name: 'B' }, { id, key });
      expect(refused.status, refused.text).toBe(404);
      expect(refused.body.error.message).toBe('This collect no longer receives records by webhook');
      expect((await storedRecords(id)).length).toBe(1);
    });

    it('validates against a field added to the model at once, even just after an accepted delivery', async () => {
      const growing = await createModel(api, admin.token, 'Growing people', FIELDS);
      const id = await createCollect(api, admin.token, programId, {
        title: 'Growing',
        model: growing.modelId,
        source: { type: 'WEBHOOK_OR_API' },
        matched_fields: ['email'],
      });
      const key = await newSecret(id);
      expect((await deliver({ email: 'g@x.org', name: 'G' }, { id, key })).status).toBe(200);
      const added = await call(api, '/api/admin/fields', {
        token: admin.token,
        json: {
          model_id: growing.modelId,
          label: { en: 'City', fr: 'Ville' },
          variable: 'city',
          datatype: 'STRING',
          input_method: 'TEXT_INPUT',
          validation_rules: [{ rule: 'REQUIRED' }],
        },
      });
      expect(added.status, added.text).toBe(201);
      const without = await deliver({ email: 'h@x.org', name: 'H' }, { id, key });
      expect(without.status, without.text).toBe(400);
      expect(without.body.error.message).toContain('records.0.city');
      const withCity = await deliver({ email: 'h@x.org', name: 'H', city: 'Lyon' }, { id, key });
      expect(withCity.status, withCity.text).toBe(200);
    });

    it('keys records by the matched fields as they are now', async () => {
      const id = await webhookCollect('Rekeyed');
      const key = await newSecret(id);
      expect((await deliver({ email: 'a@x.org', name: 'Same' }, { id, key })).status).toBe(200);
      await collectRef(api.db, programId, id).update({ matched_fields: ['name'] });
      const second = await deliver({ email: 'b@x.org', name: 'Same' }, { id, key });
      const third = await deliver({ email: 'c@x.org', name: 'Same' }, { id, key });
      expect(third.status, third.text).toBe(200);
      expect(third.body.records).toEqual([
        { index: 0, _id: second.body.records[0]?._id, status: 'updated' },
      ]);
      expect((await storedRecords(id)).length).toBe(2);
    });

    it('logs one activity entry per accepted delivery', async () => {
      const sent = await deliver({ records: [{ email: 'act@example.org', name: 'Act' }] });
      const entries = await activitiesCollection(api.db, programId)
        .where('action', '==', 'WEBHOOK_RECORDS_RECEIVED')
        .where('details.delivery_id', '==', sent.body.delivery_id)
        .get();
      expect(entries.docs.map((doc) => doc.get('details'))).toEqual([
        { delivery_id: sent.body.delivery_id, created: 1, updated: 0, unchanged: 0 },
      ]);
    });
  });

  describe('idempotency', () => {
    it('answers a retry with the same key from the first answer, writing once', async () => {
      const body = { email: 'retry@example.org', name: 'Retry', amount: 3 };
      const first = await deliver(body, { headers: { 'idempotency-key': 'delivery-0001' } });
      expect(first.status, first.text).toBe(200);
      // A change made between the two: a replay must not undo it.
      await deliver({ email: 'retry@example.org', name: 'Changed since' });
      const again = await deliver(body, { headers: { 'idempotency-key': 'delivery-0001' } });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const stored = (await storedRecords()).filter(
        (doc) => doc.get('fields.email') === 'retry@example.org',
      );
      expect(stored.map((doc) => doc.get('fields.name'))).toEqual(['Changed since']);
      const log = await deliveries();
      expect(log[0]).toMatchObject({
        status: 200,
        replayed: true,
        idempotency_key: 'delivery-0001',
      });
    });

    it('answers concurrent retries of one key once', async () => {
      const body = { email: 'race@example.org', name: 'Race' };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => deliver(body, { headers: { 'x-delivery-id': 'race-1' } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.delivery_id)).size).toBe(1);
      const created = answers.filter(
        (answer) => answer.headers.get('idempotent-replayed') === null,
      );
      expect(created).toHaveLength(1);
    });

    it('refuses the same key with another body (409)', async () => {
      await deliver(
        { email: 'k@example.org', name: 'K' },
        { headers: { 'idempotency-key': 'k-1' } },
      );
      const other = await deliver(
        { email: 'k@example.org', name: 'Other' },
        { headers: { 'idempotency-key': 'k-1' } },
      );
      expect(other.status).toBe(409);
    });

    it('does not keep the answer of a refused delivery: the fixed retry goes through', async () => {
      const bad = await deliver(
        { email: 'fix@example.org' },
        { headers: { 'idempotency-key': 'fix-1' } },
      );
      expect(bad.status).toBe(400);
      const fixed = await deliver(
        { email: 'fix@example.org', name: 'Fixed' },
        { headers: { 'idempotency-key': 'fix-1' } },
      );
      expect(fixed.status, fixed.text).toBe(200);
      expect(fixed.body.created).toBe(1);
    });
  });

  describe('limits', () => {
    it('answers 413 beyond 500 records or 1 MiB', async () => {
      const records = Array.from({ length: 501 }, (_, index) => ({
        email: `n${index}@x.org`,
        name: 'N',
      }));
      const many = await deliver({ records });
      expect(many.status).toBe(413);
      expect(many.body.error.message).toMatch(/^records:/);
      const big = await deliver({ email: 'big@example.org', name: 'x'.repeat(1024 * 1024) });
      expect(big.status).toBe(413);
    });

    it('answers 413 for records that would weigh over 9 MiB as stored, writing none of them', async () => {
      // Each record keeps three long texts the delivery does not send: 400 updates weigh about
      // 12 MB as written, which Firestore would refuse as one commit.
      const model = await createModel(api, admin.token, 'Webhook long notes', [
        ...FIELDS,
        ...LONG_TEXT_FIELDS,
      ]);
      const id = await createCollect(api, admin.token, programId, {
        title: 'Long notes by webhook',
        model: model.modelId,
        source: { type: 'WEBHOOK_OR_API' },
        matched_fields: ['email'],
      });
      const key = await newSecret(id);
      const count = 400;
      const emails = Array.from({ length: count }, (_, index) => `long${index}@example.org`);
      // Made by deliveries too (a delivery's records are keyed by their matched fields), 30 a
      // delivery to stay under the 1 MiB body.
      for (let from = 0; from < count; from += 30) {
        clock.nextWindow();
        const made = await deliver(
          {
            records: emails.slice(from, from + 30).map((email) => ({
              email,
              name: 'Before',
              ...longTexts(0),
            })),
          },
          { id, key },
        );
        expect(made.status, made.text.slice(0, 300)).toBe(200);
      }
      const renamed = (some: readonly string[]) => ({
        records: some.map((email) => ({ email, name: 'After' })),
      });

      clock.nextWindow();
      const heavy = await deliver(renamed(emails), { id, key });
      expect(heavy.status, heavy.text.slice(0, 300)).toBe(413);
      expect(heavy.body.error.message).toMatch(
        /^records: These 400 records weigh about \d+\.\d MiB as stored.*send fewer records per delivery$/,
      );
      const untouched = await storedRecords(id);
      expect(untouched.every((doc) => doc.get('fields.name') === 'Before')).toBe(true);

      const fewer = await deliver(renamed(emails.slice(0, 100)), { id, key });
      expect(fewer.status, fewer.text.slice(0, 300)).toBe(200);
      expect(fewer.body.updated).toBe(100);
      const after = await storedRecords(id);
      expect(after.filter((doc) => doc.get('fields.name') === 'After')).toHaveLength(100);
      expect(after.every((doc) => doc.get('fields.notes_b') === longText(0, 'notes_b'))).toBe(true);
    });

    it('answers 429 with Retry-After past the rate, and accepts again a window later', async () => {
      const id = await webhookCollect('Busy');
      const key = await newSecret(id);
      let accepted = 0;
      let over: Answer<WebhookDeliveryResponse> | undefined;
      // A burst of 100 at once. The test's clock moves 1 ms at each of a delivery's two
      // readings, which at 100 a second refills a fifth of a delivery each time: the burst
      // ends after about 125.
      while (accepted < 200) {
        const sent = await deliver({ email: `busy${accepted}@x.org`, name: 'B' }, { id, key });
        if (sent.status !== 200) {
          over = sent;
          break;
        }
        accepted += 1;
      }
      expect(accepted).toBeGreaterThanOrEqual(WEBHOOK_RATE_LIMIT);
      expect(accepted).toBeLessThan(140);
      expect(over?.status).toBe(429);
      expect(over?.body.error.code).toBe('RATE_LIMITED');
      expect(Number(over?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(over?.headers.get('retry-after'))).toBeLessThanOrEqual(
        WEBHOOK_RATE_WINDOW_SECONDS,
      );
      clock.nextWindow();
      expect((await deliver({ email: 'over@x.org', name: 'O' }, { id, key })).status).toBe(200);
      expect((await storedRecords(id)).length).toBe(accepted + 1);
      const log = await deliveries(id);
      expect(log.length).toBeLessThanOrEqual(100);
      expect(log[0]?.status).toBe(200);
      expect(log[1]).toMatchObject({ status: 429, error: expect.stringContaining('Retry-After') });
      const stored = await api.db
        .collection(`programs/${programId}/collects/${id}/webhookDeliveries`)
        .count()
        .get();
      // Trimmed to the newest 100 every 50 deliveries: at most 49 more between two trims.
      expect(stored.data().count).toBeLessThan(150);
    });
  });

  describe('delivery log', () => {
    it('lists each delivery newest first with its status, records and error', async () => {
      const id = await webhookCollect('Logged');
      const key = await newSecret(id);
      const ok = await deliver({ email: 'log@example.org', name: 'Log' }, { id, key });
      await deliver({ email: 'log@example.org', name: 'Log' }, { id, key: 'whsec_wrong' });
      await deliver({ email: 'log@example.org', amount: 'x' }, { id, key });
      const log = await deliveries(id);
      expect(log.map((entry) => entry.status)).toEqual([400, 401, 200]);
      expect(log[2]).toMatchObject({
        record_ids: [ok.body.records[0]?._id],
        created: 1,
        error: null,
        replayed: false,
      });
      expect(log[1]?.error).toMatch(/signature/i);
      expect(log[0]?.error).toContain('records.0.name');
      expect(log[0]?.record_ids).toEqual([]);
    });

    it('keeps the newest 100 entries of a steady sender', async () => {
      const id = await webhookCollect('Steady');
      const key = await newSecret(id);
      for (let sent = 0; sent < 150; sent += 1) {
        // Each delivery a window apart: none is over the rate.
        clock.nextWindow();
        const answer = await deliver({ email: `s${sent}@x.org`, name: 'S' }, { id, key });
        expect(answer.status, answer.text).toBe(200);
      }
      const stored = await api.db
        .collection(`programs/${programId}/collects/${id}/webhookDeliveries`)
        .count()
        .get();
      expect(stored.data().count).toBe(100);
      const log = await deliveries(id);
      expect(log).toHaveLength(100);
      expect((await storedRecords(id)).length).toBe(150);
      const newest = await storedRecords(id);
      const last = newest.find((doc) => doc.get('fields.email') === 's149@x.org');
      expect(log[0]?.record_ids).toEqual([last?.id]);
    });
  });
});

describe('inbound webhooks behind Cloud Functions (body pre-read into rawBody)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('webhooks-cf', { likeCloudFunctions: true });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('checks the signature over the bytes Cloud Functions kept', async () => {
    const { admin, program } = await managedProgram(api, 'Webhook CF program');
    const { modelId } = await createModel(api, admin.token, 'CF people', FIELDS);
    const collectId = await createCollect(api, admin.token, program.id, {
      title: 'CF people',
      model: modelId,
      source: { type: 'WIIN_WEBHOOK' },
      matched_fields: ['email'],
    });
    const made = await call<WebhookSecretResponse>(
      api,
      `/api/program/${program.id}/collects/${collectId}/webhook/secret`,
      { method: 'POST', token: admin.token },
    );
    const key = made.body.secret;
    // Spacing a re-serialisation would change: the signature is over these exact bytes.
    const body = '{ "email" : "cf@example.org",\n  "name": "Cee Eff" }';
    const send = (signature: string) =>
      fetch(`${api.baseUrl}/api/hooks/collects/${collectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-rainbow-signature': signature },
        body,
      });
    expect((await send(sign(key, body))).status).toBe(200);
    expect((await send(sign(key, JSON.stringify(JSON.parse(body))))).status).toBe(401);
  });
});
