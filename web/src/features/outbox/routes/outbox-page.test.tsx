import 'fake-indexeddb/auto';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { User } from '@shared/contract/user.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { OutboxStoreProvider } from '@/lib/outbox/outbox-context';
import type { NewOutboxEntry, OutboxStatus } from '@/lib/outbox/outbox-entry';
import { createOutboxStore, type OutboxStore } from '@/lib/outbox/outbox-store';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { modelField } from '@/test/model-field';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import OutboxPage from './outbox-page';

const user: User = {
  _id: 'u2',
  email: 'cora@example.org',
  first_name: 'Cora',
  last_name: 'Contributor',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [{ program_id: 'p1', role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c1' }],
};
const UPDATE = '/api/programs/p1/collects/c1/records/r0000000000000001';
const model = [
  modelField('name', 1, { label: { en: 'Name', fr: 'Nom' } }),
  modelField('village', 2),
];

function theirs(fields: CollectRecord['fields'], version: number): CollectRecord {
  return {
    _id: 'r0000000000000001',
    program_id: 'p1',
    collect_id: 'c1',
    fields,
    version,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    created_by: null,
    updated_by: null,
  };
}

function entry(overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry {
  return {
    uid: user._id,
    kind: 'create',
    record_id: `r${crypto.randomUUID().replaceAll('-', '')}`,
    program_id: 'p1',
    collect_id: 'c1',
    collect: { title: 'Visits', title_fr: 'Visites' },
    label: 'Anouk',
    model,
    fields: { name: 'Anouk', village: 'Nord' },
    base: null,
    version: null,
    files: [],
    ...overrides,
  };
}

/** jsdom's Blob has no text(): its FileReader does. */
function read(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

let store: OutboxStore;
beforeEach(() => {
  store = createOutboxStore({ name: `outbox-${crypto.randomUUID()}` });
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  store.close();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

/** Queues `input` and sets its status as a sync would have. */
async function queued(
  input: NewOutboxEntry,
  status: OutboxStatus,
  extra: Partial<Parameters<OutboxStore['put']>[0]> = {},
) {
  const made = await store.add(input);
  await store.put({ ...made, status, ...extra });
}

async function renderOutbox(answer: (call: FakeCall) => unknown = () => undefined) {
  const { api, calls } = fakeApi((call) =>
    call.path === '/api/auth/get_current_user' ? { user } : answer(call),
  );
  await renderWithProviders(null, {
    path: '/outbox',
    routes: [
      {
        path: '/outbox',
        element: (
          <OutboxStoreProvider store={store}>
            <OutboxPage />
          </OutboxStoreProvider>
        ),
      },
    ],
    services: fakeServices({ api }),
  });
  return calls;
}

describe('outbox page', () => {
  it('shows a conflict field by field and sends the fields picked, from their version', async () => {
    await queued(
      entry({
        kind: 'update',
        record_id: 'r0000000000000001',
        fields: { name: 'Mine', village: 'Nord' },
        base: { name: 'Before', village: 'Nord' },
        version: 4,
      }),
      'conflict',
      { theirs: theirs({ name: 'Theirs', village: 'Sud' }, 6) },
    );
    const calls = await renderOutbox((call) => {
      if (call.path === UPDATE) return { record: theirs({ name: 'Mine', village: 'Sud' }, 7) };
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const table = await screen.findByRole('table', {
      name: 'Your version and theirs, field by field',
    });
    const name = within(table).getByRole('row', { name: /Name/ });
    expect(within(name).getByText('Mine')).toBeInTheDocument();
    expect(within(name).getByText('Theirs')).toBeInTheDocument();
    // What the user changed starts as theirs to keep; what only the other person changed, not.
    expect(screen.getByRole('radio', { name: 'Keep for Name: Mine' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keep for village: Theirs' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send my choice' }));
    await screen.findByRole('heading', { name: 'Sent (1)' });
    const put = calls.find((call) => call.path === UPDATE);
    expect(put?.options?.body).toEqual({ fields: { name: 'Mine', village: 'Sud' }, version: 6 });
    expect(screen.getByRole('link', { name: 'Open the record' })).toHaveAttribute(
      'href',
      '/p1/collects/c1/record/r0000000000000001/view',
    );
  });

  it('drops my edit when I keep theirs, after asking', async () => {
    await queued(
      entry({ kind: 'update', fields: { name: 'Mine' }, base: { name: 'Before' }, version: 1 }),
      'conflict',
      { theirs: theirs({ name: 'Theirs', village: null }, 2) },
    );
    const calls = await renderOutbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep theirs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep theirs' }));
    await screen.findByRole('heading', { name: 'Nothing waits to be sent' });
    expect(await store.list(user._id)).toEqual([]);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("keeps a refused record with the server's reason, and downloads it with every field", async () => {
    const reason = 'Your access rules do not let you write this record';
    await queued(entry(), 'refused', {
      last_error: { status: 403, code: 'FORBIDDEN', message: reason },
    });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:outbox';
    });
    URL.revokeObjectURL = vi.fn();
    await renderOutbox();
    const refused = await screen.findByRole('region', { name: 'Refused (1)' });
    expect(within(refused).getByText(`Reason: ${reason}`)).toBeInTheDocument();
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download as a file' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refused records (JSON)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [record] = JSON.parse(await read(saved[0]!)) as Record<string, unknown>[];
    expect(record).toMatchObject({
      status: 'refused',
      reason,
      collect: 'Visits',
      fields: { name: 'Anouk', village: 'Nord' },
      labels: { name: 'Name', village: 'village' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download as a file' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refused records (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const csv = await read(saved[1]!);
    expect(csv).toContain('Name (name),village (village)');
    expect(csv).toContain(`Visits,Anouk,`);
    expect(csv).toContain(`${reason},`);
  });

  it('asks to sign in again when the session could not be renewed, and keeps everything', async () => {
    await queued(entry(), 'waiting');
    const calls = await renderOutbox((call) => {
      if (call.method === 'POST') throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in again');
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign in again to send');
    expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for sign-in')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await store.list(user._id)).toHaveLength(1);
  });
});
