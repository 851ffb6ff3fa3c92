import 'fake-indexeddb/auto';
import type { User } from '@shared/contract/user.schema';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxStoreProvider } from '@/lib/outbox/outbox-context';
import { createOutboxStore, type OutboxStore } from '@/lib/outbox/outbox-store';
import { newEntry } from '@/lib/outbox/outbox-test-entries';
import { fakeApi } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { OutboxHeaderItem } from './outbox-header-item';

const user: User = {
  _id: 'user-1',
  email: 'cora@example.org',
  first_name: 'Cora',
  last_name: 'Contributor',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [],
};

let store: OutboxStore;
afterEach(() => store.close());

async function renderBadge() {
  const { api } = fakeApi((call) => {
    if (call.path === '/api/auth/get_current_user') return { user };
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
  await renderWithProviders(
    // The frame renders once the session loader has the user; here the query loads first.
    <Suspense fallback={null}>
      <OutboxStoreProvider store={store}>
        <OutboxHeaderItem />
      </OutboxStoreProvider>
    </Suspense>,
    { services: fakeServices({ api }) },
  );
}

describe('the outbox badge', () => {
  it('counts what waits, was refused or conflicts, and links to the outbox', async () => {
    store = createOutboxStore({ name: `outbox-${crypto.randomUUID()}` });
    const refused = await store.add(newEntry());
    await store.put({ ...refused, status: 'refused' });
    const sent = await store.add(newEntry());
    await store.put({ ...sent, status: 'sent', sent_at: new Date().toISOString() });
    await store.add(newEntry({ uid: 'someone-else' }));
    window.dispatchEvent(new Event('offline'));
    await renderBadge();
    const link = await screen.findByRole('link', { name: 'Outbox: 1 record to send or check' });
    expect(link).toHaveAttribute('href', '/outbox');
    await store.add(newEntry());
    expect(
      await screen.findByRole('link', { name: 'Outbox: 2 records to send or check' }),
    ).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
  });

  it('is not shown while this device has kept nothing for the user', async () => {
    store = createOutboxStore({ name: `outbox-${crypto.randomUUID()}` });
    await store.add(newEntry({ uid: 'someone-else' }));
    await renderBadge();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Outbox/ })).not.toBeInTheDocument();
  });
});
