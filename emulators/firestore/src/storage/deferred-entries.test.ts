import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Fields } from '../proto/firestore-types.js';
import { valueKey } from '../values/index-key.js';
import { DEFERRED_INDEX_DELAY_MS, DocumentStore } from './document-store.js';
import { openDatabase } from './open-database.js';

const folders: string[] = [];

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function record(name: string, city: string): Fields {
  return {
    name: { stringValue: name },
    tags: { arrayValue: { values: [{ stringValue: city }, { stringValue: 'all' }] } },
  };
}

/** The ids of `people` documents an index lookup of `field` = `value` finds. */
function found(store: DocumentStore, field: string, value: string): string[] {
  const coll = store.collections.find(store.databaseId('p/(default)'), 'people');
  if (coll === undefined) return [];
  const rows = store.db
    .prepare(
      `SELECT d.path FROM index_entries e JOIN documents d ON d.coll = e.coll AND d.doc_key = e.doc_key
       WHERE e.coll = ? AND e.field = ? AND e.value_key = ? ORDER BY d.path`,
    )
    .all(coll, store.fieldCodes.lookup(field), valueKey({ stringValue: value })) as {
    path: string;
  }[];
  return rows.map((row) => row.path.split('/')[1] ?? '');
}

function create(store: DocumentStore, id: string, fields: Fields): void {
  const db = store.databaseId('p/(default)');
  store.transaction(() => store.put(db, `people/${id}`, fields, 1, undefined));
}

describe('a new document’s index entries', () => {
  it('are written for the collections a query reads, and those alone', () => {
    const store = new DocumentStore(openDatabase());
    const db = store.databaseId('p/(default)');
    create(store, 'ada', record('Ada', 'paris'));
    store.transaction(() => store.put(db, 'others/x', record('X', 'paris'), 1, undefined));
    const people = store.collections.find(db, 'people');
    if (people === undefined) throw new Error('people was not created');
    expect(store.indexDeferred([people])).toBe(1);
    expect(found(store, '[]tags', 'paris')).toEqual(['ada']);
    expect(store.indexDeferred()).toBe(1);
  });

  it('are written a moment after its commit, without any query', async () => {
    const store = new DocumentStore(openDatabase());
    create(store, 'ada', record('Ada', 'paris'));
    expect(found(store, '[]tags', 'paris')).toEqual([]);
    store.flush();
    await sleep(DEFERRED_INDEX_DELAY_MS * 3);
    expect(found(store, '[]tags', 'paris')).toEqual(['ada']);
    expect(found(store, 'name', 'Ada')).toEqual(['ada']);
  });

  it('are those of the fields it has when indexed, after updates meanwhile', () => {
    const store = new DocumentStore(openDatabase());
    const db = store.databaseId('p/(default)');
    create(store, 'ada', record('Ada', 'paris'));
    const stored = store.get(db, 'people/ada');
    store.transaction(() => store.put(db, 'people/ada', record('Ada', 'lyon'), 2, stored));
    expect(store.indexDeferred()).toBe(1);
    expect(found(store, '[]tags', 'lyon')).toEqual(['ada']);
    expect(found(store, '[]tags', 'paris')).toEqual([]);
    // Once indexed, an update replaces its entries as usual.
    const indexed = store.get(db, 'people/ada');
    store.transaction(() => store.put(db, 'people/ada', record('Ada', 'nice'), 3, indexed));
    expect(found(store, '[]tags', 'nice')).toEqual(['ada']);
    expect(found(store, '[]tags', 'lyon')).toEqual([]);
  });

  it('are never written for a document deleted before they were', () => {
    const store = new DocumentStore(openDatabase());
    const db = store.databaseId('p/(default)');
    create(store, 'ada', record('Ada', 'paris'));
    create(store, 'bob', record('Bob', 'paris'));
    const ada = store.get(db, 'people/ada');
    if (!ada) throw new Error('ada was not stored');
    store.transaction(() => store.remove(db, 'people/ada', ada, 2));
    expect(store.indexDeferred()).toBe(1);
    expect(found(store, '[]tags', 'paris')).toEqual(['bob']);
    expect(found(store, '[]tags', 'all')).toEqual(['bob']);
  });

  it('are not pending after a rolled-back write', () => {
    const store = new DocumentStore(openDatabase());
    const db = store.databaseId('p/(default)');
    expect(() =>
      store.transaction(() => {
        store.put(db, 'people/ada', record('Ada', 'paris'), 1, undefined);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(store.indexDeferred()).toBe(0);
    expect(store.get(db, 'people/ada')).toBeUndefined();
  });

  it('are written after a crash, from the markers committed with the documents', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deferred-entries-'));
    folders.push(dir);
    const first = new DocumentStore(openDatabase(dir));
    create(first, 'ada', record('Ada', 'paris'));
    create(first, 'bob', record('Bob', 'lyon'));
    // Committed, then the process dies before the next turn indexes them.
    first.flush();
    first.db.close();

    const again = new DocumentStore(openDatabase(dir));
    expect(found(again, '[]tags', 'all')).toEqual([]);
    // Once the store is open, without any query or write.
    await sleep(DEFERRED_INDEX_DELAY_MS * 3);
    expect(found(again, '[]tags', 'all')).toEqual(['ada', 'bob']);
    expect(again.indexDeferred()).toBe(0);
    again.flush();
    again.db.close();
  });
});
