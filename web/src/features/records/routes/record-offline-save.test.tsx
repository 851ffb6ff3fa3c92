import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError, NETWORK_ERROR } from '@/lib/api-error';
import { OutboxStoreProvider } from '@/lib/outbox/outbox-context';
import { createOutboxStore, type OutboxStore } from '@/lib/outbox/outbox-store';
import type { FakeCall } from '@/test/fake-api';
import { collectOf, manager, recordOf, renderRecords } from '../test/records-fixtures';
import NewRecordPage from './new-record-page';
import RecordEditPage from './record-edit-page';

// Issue 16: a record saved without a connection goes to the device's outbox, the user is told
// so and lands where they would have; nothing is lost.

const CREATE = '/api/programs/p1/collects/c1/new_record';
const UPDATE = '/api/programs/p1/collects/c1/records/r1';
const QUEUED = 'Saved on this device — it will be sent when you are back online';

let store: OutboxStore;
// The test providers render no notification area: what the user is told is read from the call.
let told: MockInstance<typeof notifications.show>;
beforeEach(() => {
  told = vi.spyOn(notifications, 'show');
});
afterEach(() => {
  told.mockRestore();
  store.close();
  window.dispatchEvent(new Event('online'));
});

function withOutbox(element: ReactNode) {
  store = createOutboxStore({ name: `outbox-${crypto.randomUUID()}` });
  return <OutboxStoreProvider store={store}>{element}</OutboxStoreProvider>;
}

const noAnswer = () => {
  throw new ApiError(0, NETWORK_ERROR, 'The server could not be reached');
};

function answers(write: (call: FakeCall) => unknown) {
  return (call: FakeCall) => {
    if (call.path === '/api/collects/c1') return { collect: collectOf() };
    if (call.path === '/api/collectItem/r1') return { record: recordOf(1), writable: true };
    if (call.path === CREATE || call.path === UPDATE) return write(call);
    throw new Error(`unexpected ${call.method} ${call.path}`);
  };
}

const collectPage = {
  path: '/:program_id/collects/:collect_id',
  element: <p>Collect page</p>,
};

describe('saving without a connection', () => {
  it('keeps a new record whose save got no answer in the outbox, with the id it was sent with', async () => {
    const { calls, router } = await renderRecords({
      path: '/p1/collects/c1/new_record',
      routePath: '/:program_id/collects/:collect_id/new_record',
      element: withOutbox(<NewRecordPage />),
      extraRoutes: [collectPage],
      answer: answers(noAnswer),
    });
    await userEvent.type(await screen.findByLabelText(/Name/), 'Household 9');
    await userEvent.click(screen.getByRole('button', { name: 'Add record' }));
    await waitFor(() =>
      expect(told).toHaveBeenCalledWith(expect.objectContaining({ message: QUEUED })),
    );
    expect(await screen.findByText('Collect page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/p1/collects/c1');
    const sent = calls.find((call) => call.path === CREATE)?.options?.body as { _id: string };
    const [entry] = await store.list(manager._id);
    expect(entry).toMatchObject({
      kind: 'create',
      record_id: sent._id,
      status: 'waiting',
      label: 'Household 9',
      collect_id: 'c1',
      fields: { name: 'Household 9' },
    });
  });

  it('sends nothing while the browser is offline, and queues an edit with its version', async () => {
    const { calls } = await renderRecords({
      path: '/p1/collects/c1/record/r1/edit',
      routePath: '/:program_id/collects/:collect_id/record/:record_id/edit',
      element: withOutbox(<RecordEditPage />),
      extraRoutes: [
        { path: '/:program_id/collects/:collect_id/record/:record_id/view', element: <p>View</p> },
      ],
      answer: answers(() => ({ record: recordOf(1) })),
    });
    const name = await screen.findByLabelText(/Name/);
    window.dispatchEvent(new Event('offline'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed offline');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(told).toHaveBeenCalledWith(expect.objectContaining({ message: QUEUED })),
    );
    expect(await screen.findByText('View')).toBeInTheDocument();
    expect(calls.some((call) => call.path === UPDATE)).toBe(false);
    await waitFor(async () => expect(await store.list(manager._id)).toHaveLength(1));
    const [entry] = await store.list(manager._id);
    expect(entry).toMatchObject({
      kind: 'update',
      record_id: 'r1',
      version: recordOf(1).version,
      fields: { name: 'Renamed offline' },
      base: recordOf(1).fields,
    });
  });
});
