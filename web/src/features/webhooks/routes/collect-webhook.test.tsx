import type { Collect } from '@shared/contract/collect.schema';
import type { WebhookDelivery, WebhookSettings } from '@shared/contract/webhook.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { FIXTURE_TIME, modelField } from '@/test/model-field';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import CollectWebhookPage from './collect-webhook';

const ROUTE = '/:program_id/collects/:collect_id/webhook';
const BASE = '/api/program/p1/collects/c1/webhook';
const URL = 'https://rainbow.example.org/api/hooks/collects/c1';

const COLLECT: Collect = {
  _id: 'c1',
  program_id: 'p1',
  title: 'Sign-ups',
  title_fr: 'Inscriptions',
  model_id: 'm1',
  source: { type: 'WEBHOOK_OR_API' },
  model_title: 'People',
  fields: [modelField('email', 0)],
  matched_fields: ['email'],
  fieldsToDisplay: ['email'],
  filterable_fields: [],
  default_filters: { filters: [], sort: null },
  indexes: { state: 'READY', ready: 0, total: 0 },
  access: { see: 'ALL', write: 'ALL' },
  rules_progress: null,
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
};

const settings = (extra: Partial<WebhookSettings> = {}): WebhookSettings => ({
  collect_id: 'c1',
  url: URL,
  has_secret: false,
  created_at: null,
  rotated_at: null,
  ...extra,
});

const delivery = (extra: Partial<WebhookDelivery>): WebhookDelivery => ({
  _id: 'd1',
  received_at: FIXTURE_TIME,
  status: 200,
  record_ids: [],
  created: 0,
  updated: 0,
  unchanged: 0,
  error: null,
  idempotency_key: null,
  replayed: false,
  ...extra,
});

interface World {
  collect?: Collect;
  webhook?: WebhookSettings;
  deliveries?: WebhookDelivery[];
}

/** A fake api holding one collect's webhook; a secret request answers the next secret. */
function webhookApi(world: World = {}) {
  let webhook = world.webhook ?? settings();
  let made = 0;
  return fakeApi((call: FakeCall) => {
    if (call.path === '/api/collects/c1') return { collect: world.collect ?? COLLECT };
    if (call.method === 'GET' && call.path === BASE) return { webhook };
    if (call.method === 'GET' && call.path === `${BASE}/deliveries`) {
      return { deliveries: world.deliveries ?? [] };
    }
    if (call.method === 'POST' && call.path === `${BASE}/secret`) {
      made += 1;
      webhook = settings({
        has_secret: true,
        created_at: FIXTURE_TIME,
        rotated_at: made > 1 || webhook.has_secret ? '2026-02-01T00:00:00.000Z' : null,
      });
      return { webhook, secret: `whsec_secret_number_${made}` };
    }
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

async function renderPage(fake: ReturnType<typeof webhookApi>, locale: 'en' | 'fr' = 'en') {
  const prefix = locale === 'fr' ? '/fr' : '';
  await renderWithProviders(null, {
    path: `${prefix}/p1/collects/c1/webhook`,
    locale,
    routes: [
      {
        path: `${prefix}${ROUTE}`,
        element: (
          <Suspense fallback={null}>
            <CollectWebhookPage />
          </Suspense>
        ),
      },
    ],
    services: fakeServices({ api: fake.api }),
  });
}

describe('a collect’s webhook', { timeout: 30_000 }, () => {
  it('shows the URL and generates a secret shown once, with a warning', async () => {
    const user = userEvent.setup();
    const fake = webhookApi();
    await renderPage(fake);
    expect(await screen.findByLabelText('Webhook URL')).toHaveValue(URL);
    expect(screen.getByText(/No secret yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate secret' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new webhook secret' });
    expect(within(dialog).getByLabelText('Secret')).toHaveValue('whsec_secret_number_1');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('shown only this once');
    expect(within(dialog).getByRole('button', { name: 'Copy the secret' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I have stored it' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('whsec_secret_number_1')).not.toBeInTheDocument();
    expect(screen.getByText(/^Secret generated/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rotate secret' })).toBeInTheDocument();
  });

  it('asks before replacing a secret, then shows the new one', async () => {
    const user = userEvent.setup();
    const fake = webhookApi({
      webhook: settings({ has_secret: true, created_at: FIXTURE_TIME }),
    });
    await renderPage(fake);
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Replace the secret?' });
    expect(confirm).toHaveTextContent('stops working at once');
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Replace the secret' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new webhook secret' });
    expect(within(shown).getByLabelText('Secret')).toHaveValue('whsec_secret_number_1');
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('lists the deliveries: status, records written and the error', async () => {
    const fake = webhookApi({
      webhook: settings({ has_secret: true, created_at: FIXTURE_TIME }),
      deliveries: [
        delivery({ _id: 'd3', status: 400, error: 'records.1.amount: Amount must be a number' }),
        delivery({ _id: 'd2', status: 401, error: 'The signature does not match the body' }),
        delivery({ _id: 'd1', status: 200, created: 2, updated: 1, record_ids: ['a', 'b', 'c'] }),
      ],
    });
    await renderPage(fake);
    const table = await screen.findByRole('table', { name: 'Last deliveries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '400 Invalid',
      '401 Refused signature',
      '200 Accepted',
    ]);
    expect(rows[0]).toHaveTextContent('records.1.amount: Amount must be a number');
    expect(rows[2]).toHaveTextContent('2 created, 1 updated, 0 unchanged');
  });

  it('says when nothing was delivered yet', async () => {
    await renderPage(webhookApi());
    expect(await screen.findByText('No delivery received yet.')).toBeInTheDocument();
  });

  it('explains that a collect fed another way has no webhook', async () => {
    const fake = webhookApi({ collect: { ...COLLECT, source: { type: 'GOOGLE_SHEET' } } });
    await renderPage(fake);
    expect(await screen.findByText(/do not come from a webhook/)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.path.startsWith(BASE))).toBe(false);
  });

  it('speaks French under /fr', async () => {
    const user = userEvent.setup();
    await renderPage(
      webhookApi({ deliveries: [delivery({ status: 429, error: 'Too many deliveries' })] }),
      'fr',
    );
    expect(await screen.findByLabelText('URL du webhook')).toHaveValue(URL);
    expect(await screen.findByText('429 Limite atteinte')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Générer un secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre nouveau secret de webhook' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('une seule fois');
  });
});
