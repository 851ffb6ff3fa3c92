import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_SENT_HISTORY, type OutboxFile } from './outbox-entry';
import { createOutboxStore, OutboxFullError, type OutboxStore } from './outbox-store';
import { newEntry } from './outbox-test-entries';

const stores: OutboxStore[] = [];
function openStore(options: Parameters<typeof createOutboxStore>[0] = {}): OutboxStore {
  const store = createOutboxStore({ name: `outbox-${crypto.randomUUID()}`, ...options });
  stores.push(store);
  return store;
}

function file(size: number): OutboxFile {
  return {
    placeholder: `https://outbox.rainbow.invalid/${crypto.randomUUID()}/photo.png`,
    variable: 'photo',
    name: 'photo.png',
    type: 'image/png',
    size,
    data: new Uint8Array(size).buffer,
  };
}

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

describe('outbox store', () => {
  it('keeps entries in the order they were made, each with its author', async () => {
    const store = openStore();
    await store.add(newEntry({ label: 'first' }));
    await store.add(newEntry({ label: 'other', uid: 'user-2' }));
    await store.add(newEntry({ label: 'second' }));
    const mine = await store.list('user-1');
    expect(mine.map((entry) => entry.label)).toEqual(['first', 'second']);
    expect(mine.every((entry) => entry.status === 'waiting' && entry.attempts === 0)).toBe(true);
    expect((await store.list('user-2')).map((entry) => entry.label)).toEqual(['other']);
  });

  it('survives closing and opening the database again (a reload)', async () => {
    const name = `outbox-${crypto.randomUUID()}`;
    const first = createOutboxStore({ name });
    const saved = await first.add(newEntry({ files: [file(10)] }));
    first.close();
    const again = openStore({ name });
    const [entry] = await again.list('user-1');
    expect(entry).toMatchObject({ id: saved.id, fields: { name: 'Anouk' } });
    expect(entry?.files[0]?.data.byteLength).toBe(10);
  });

  it('refuses files beyond the device cap and keeps what was there', async () => {
    const store = openStore({ capBytes: 100 });
    await store.add(newEntry({ files: [file(60)] }));
    await expect(store.add(newEntry({ files: [file(50)] }))).rejects.toBeInstanceOf(
      OutboxFullError,
    );
    expect(await store.list('user-1')).toHaveLength(1);
    expect(await store.filesBytes()).toBe(60);
    // A record without files still queues.
    await store.add(newEntry());
    expect(await store.list('user-1')).toHaveLength(2);
  });

  it('folds a second edit of a waiting record into the first, from the same version', async () => {
    const store = openStore();
    const edit = { kind: 'update' as const, record_id: 'record-abcdefghijklmnop' };
    await store.add(newEntry({ ...edit, version: 3, base: { name: 'A' }, fields: { name: 'B' } }));
    await store.add(newEntry({ ...edit, version: 3, base: { name: 'B' }, fields: { name: 'C' } }));
    const entries = await store.list('user-1');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ version: 3, base: { name: 'A' }, fields: { name: 'C' } });
  });

  it(`keeps the last ${OUTBOX_SENT_HISTORY} sent entries and every unsent one`, async () => {
    const store = openStore();
    const waiting = await store.add(newEntry({ label: 'waiting' }));
    for (let index = 0; index < OUTBOX_SENT_HISTORY + 3; index += 1) {
      const entry = await store.add(newEntry({ label: `sent ${index}` }));
      const sentAt = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
      await store.put({ ...entry, status: 'sent', sent_at: sentAt });
    }
    const entries = await store.list('user-1');
    const sent = entries.filter((entry) => entry.status === 'sent');
    expect(sent).toHaveLength(OUTBOX_SENT_HISTORY);
    expect(sent.map((entry) => entry.label)).not.toContain('sent 0');
    expect(entries.map((entry) => entry.id)).toContain(waiting.id);
  });

  it('tells its subscribers of every change', async () => {
    const store = openStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    const entry = await store.add(newEntry());
    await store.remove(entry.id);
    unsubscribe();
    await store.add(newEntry());
    expect(calls).toBe(2);
  });
});
