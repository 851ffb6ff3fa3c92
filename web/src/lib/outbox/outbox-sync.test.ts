import 'fake-indexeddb/auto';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { RecordValues } from '@shared/contract/record-validation';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../api-error';
import type { OutboxEntry } from './outbox-entry';
import { createOutboxStore, type OutboxStore } from './outbox-store';
import { syncOutbox, type OutboxTransport } from './outbox-sync';
import { newEntry } from './outbox-test-entries';
import { placeholderFor } from './pending-files';

const stores: OutboxStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});
function openStore(): OutboxStore {
  const store = createOutboxStore({ name: `outbox-${crypto.randomUUID()}` });
  stores.push(store);
  return store;
}

function record(entry: OutboxEntry, values: RecordValues, version = 1): CollectRecord {
  const fields = Object.fromEntries(
    Object.entries(values).map(([variable, value]) => [variable, value ?? null]),
  );
  return {
    _id: entry.record_id,
    program_id: entry.program_id,
    collect_id: entry.collect_id,
    fields,
    version,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    created_by: null,
    updated_by: null,
  };
}

type Answer = (entry: OutboxEntry) => CollectRecord | ApiError;

/**
 * A server that records every call it gets, keeps created records by id (the same id twice is
 * one record, as the api does) and answers what each test scripts.
 */
class FakeServer implements OutboxTransport {
  readonly calls: string[] = [];
  readonly records = new Map<string, CollectRecord>();
  readonly uploads: string[] = [];
  answers: Answer[] = [];

  private answer(entry: OutboxEntry, fallback: () => CollectRecord): CollectRecord {
    const scripted = this.answers.shift()?.(entry);
    if (scripted instanceof ApiError) throw scripted;
    return scripted ?? fallback();
  }

  upload: OutboxTransport['upload'] = async (_entry, file) => {
    this.calls.push(`upload ${file.name}`);
    this.uploads.push(file.name);
    return `https://storage.example.org/${file.name}`;
  };

  create: OutboxTransport['create'] = async (entry) => {
    this.calls.push(`create ${entry.label}`);
    return this.answer(entry, () => {
      const made = this.records.get(entry.record_id) ?? record(entry, entry.fields);
      this.records.set(entry.record_id, made);
      return made;
    });
  };

  update: OutboxTransport['update'] = async (entry) => {
    this.calls.push(`update ${entry.label} v${entry.version}`);
    return this.answer(entry, () => record(entry, entry.fields, (entry.version ?? 0) + 1));
  };
}

const noAnswer = () => new ApiError(0, NETWORK_ERROR, 'The server could not be reached');
const refusal = (status: number, message: string) => () =>
  new ApiError(status, status === 403 ? 'FORBIDDEN' : 'VALIDATION', message);

async function statuses(store: OutboxStore) {
  return (await store.list('user-1')).map((entry) => [entry.label, entry.status]);
}

describe('outbox sync', () => {
  it('sends entries in the order they were made, one at a time, and marks them sent', async () => {
    const store = openStore();
    const server = new FakeServer();
    for (const label of ['one', 'two', 'three']) await store.add(newEntry({ label }));
    const report = await syncOutbox({ store, transport: server }, 'user-1');
    expect(report.outcome).toBe('done');
    expect(server.calls).toEqual(['create one', 'create two', 'create three']);
    expect(report.sent.map((entry) => entry.label)).toEqual(['one', 'two', 'three']);
    expect(await statuses(store)).toEqual([
      ['one', 'sent'],
      ['two', 'sent'],
      ['three', 'sent'],
    ]);
  });

  it("sends only the signed-in user's entries", async () => {
    const store = openStore();
    const server = new FakeServer();
    await store.add(newEntry({ label: 'mine' }));
    await store.add(newEntry({ label: 'theirs', uid: 'user-2' }));
    await syncOutbox({ store, transport: server }, 'user-1');
    expect(server.calls).toEqual(['create mine']);
    expect((await store.list('user-2'))[0]?.status).toBe('waiting');
  });

  it('retries a lost answer with the same client id: one record on the server', async () => {
    const store = openStore();
    const server = new FakeServer();
    const entry = await store.add(newEntry({ label: 'one' }));
    await store.add(newEntry({ label: 'two' }));
    // The server creates the record, but its answer never arrives.
    server.answers = [
      (sent) => {
        server.records.set(sent.record_id, record(sent, sent.fields));
        return noAnswer();
      },
    ];
    const first = await syncOutbox({ store, transport: server }, 'user-1');
    expect(first.outcome).toBe('offline');
    // Nothing after the lost answer went: the order is kept for the next run.
    expect(server.calls).toEqual(['create one']);
    expect(await statuses(store)).toEqual([
      ['one', 'waiting'],
      ['two', 'waiting'],
    ]);
    const second = await syncOutbox({ store, transport: server }, 'user-1');
    expect(second.outcome).toBe('done');
    expect(server.calls).toEqual(['create one', 'create one', 'create two']);
    expect([...server.records.keys()].filter((id) => id === entry.record_id)).toHaveLength(1);
    expect(server.records.size).toBe(2);
    expect((await store.get(entry.id))?.attempts).toBe(2);
  });

  it('takes an edit whose answer was lost as sent when the server already holds it', async () => {
    const store = openStore();
    const server = new FakeServer();
    const edit = newEntry({ kind: 'update', version: 4, fields: { name: 'Mine' }, label: 'edit' });
    await store.add(edit);
    server.answers = [
      noAnswer,
      (sent) =>
        new ApiError(409, 'CONFLICT', 'This record was changed meanwhile; reload it', {
          record: record(sent, { name: 'Mine' }, 5),
        }),
    ];
    await syncOutbox({ store, transport: server }, 'user-1');
    await syncOutbox({ store, transport: server }, 'user-1');
    expect(await statuses(store)).toEqual([['edit', 'sent']]);
  });

  it("keeps a record changed by someone else as a conflict, with the server's version", async () => {
    const store = openStore();
    const server = new FakeServer();
    const edit = newEntry({ kind: 'update', version: 4, fields: { name: 'Mine' }, label: 'edit' });
    await store.add(edit);
    await store.add(newEntry({ label: 'next' }));
    server.answers = [
      (sent) =>
        new ApiError(409, 'CONFLICT', 'This record was changed meanwhile; reload it', {
          record: record(sent, { name: 'Theirs' }, 6),
        }),
    ];
    const report = await syncOutbox({ store, transport: server }, 'user-1');
    expect(report.outcome).toBe('done');
    const [conflict] = await store.list('user-1');
    expect(conflict).toMatchObject({
      status: 'conflict',
      fields: { name: 'Mine' },
      theirs: { version: 6, fields: { name: 'Theirs' } },
    });
    // One record's conflict holds nothing else back.
    expect(await statuses(store)).toEqual([
      ['edit', 'conflict'],
      ['next', 'sent'],
    ]);
  });

  it("keeps a refused record with the server's reason, and goes on with the next", async () => {
    const store = openStore();
    const server = new FakeServer();
    await store.add(newEntry({ label: 'one' }));
    await store.add(newEntry({ label: 'two' }));
    server.answers = [refusal(403, 'Your access rules do not let you write this record')];
    await syncOutbox({ store, transport: server }, 'user-1');
    const [refused] = await store.list('user-1');
    expect(refused).toMatchObject({
      status: 'refused',
      fields: { name: 'Anouk' },
      last_error: {
        status: 403,
        code: 'FORBIDDEN',
        message: 'Your access rules do not let you write this record',
      },
    });
    expect(await statuses(store)).toEqual([
      ['one', 'refused'],
      ['two', 'sent'],
    ]);
    // A refused entry is not sent again on its own.
    await syncOutbox({ store, transport: server }, 'user-1');
    expect(server.calls).toEqual(['create one', 'create two']);
  });

  it('holds the whole queue when the session cannot be renewed, and resumes after sign-in', async () => {
    const store = openStore();
    const server = new FakeServer();
    for (const label of ['one', 'two', 'three']) await store.add(newEntry({ label }));
    server.answers = [() => new ApiError(401, 'UNAUTHENTICATED', 'Sign in again')];
    const report = await syncOutbox({ store, transport: server }, 'user-1');
    expect(report.outcome).toBe('needs-sign-in');
    expect(await statuses(store)).toEqual([
      ['one', 'needs-sign-in'],
      ['two', 'needs-sign-in'],
      ['three', 'needs-sign-in'],
    ]);
    expect(server.calls).toEqual(['create one']);
    const after = await syncOutbox({ store, transport: server }, 'user-1');
    expect(after.outcome).toBe('done');
    expect(server.calls).toEqual(['create one', 'create one', 'create two', 'create three']);
  });

  it('uploads files first and sends their stored addresses, once even after a lost answer', async () => {
    const store = openStore();
    const server = new FakeServer();
    const placeholder = placeholderFor('photo.png');
    await store.add(
      newEntry({
        label: 'with file',
        fields: { name: 'Anouk', photo: placeholder },
        files: [
          {
            placeholder,
            variable: 'photo',
            name: 'photo.png',
            type: 'image/png',
            size: 3,
            data: new Uint8Array([1, 2, 3]).buffer,
          },
        ],
      }),
    );
    server.answers = [noAnswer];
    await syncOutbox({ store, transport: server }, 'user-1');
    await syncOutbox({ store, transport: server }, 'user-1');
    expect(server.calls).toEqual(['upload photo.png', 'create with file', 'create with file']);
    const [entry] = await store.list('user-1');
    expect(entry).toMatchObject({
      status: 'sent',
      files: [],
      fields: { photo: 'https://storage.example.org/photo.png' },
    });
    expect(await store.filesBytes()).toBe(0);
  });
});
