import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Fields } from '../proto/firestore-types.js';
import { pathKey } from '../paths/path-key.js';
import { valueKey } from '../values/index-key.js';
import { DocumentStore } from './document-store.js';
import { DATABASE_FILE, openDatabase } from './open-database.js';
import { SCHEMA_SQL } from './schema.js';

const folders: string[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'field-codes-'));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const RECORD: Fields = {
  keywords: { arrayValue: { values: [{ stringValue: 'dup' }, { stringValue: 'dupont' }] } },
  fields: { mapValue: { fields: { visit_date: { stringValue: '2025-03-01' } } } },
};

/** The documents of `records` an index lookup of `field` = `value` finds. */
function lookUp(store: DocumentStore, field: string, value: string): number {
  const coll = store.collections.find(store.databaseId('p/(default)'), 'records');
  if (coll === undefined) return 0;
  const key = valueKey({ stringValue: value });
  const row = store.db
    .prepare(
      'SELECT count(*) AS n FROM index_entries WHERE coll = ? AND field = ? AND value_key = ?',
    )
    .get(coll, store.fieldCodes.lookup(field), key) as { n: number };
  return row.n;
}

function put(store: DocumentStore, id: string): void {
  const db = store.databaseId('p/(default)');
  store.transaction(() => store.put(db, `records/${id}`, RECORD, 1, undefined));
  store.indexDeferred();
  store.flush();
}

describe('index entries of a field', () => {
  it('carry a short code in a new data folder, the same one after a restart', () => {
    const dir = folder();
    const first = new DocumentStore(openDatabase(dir));
    put(first, 'a');
    const stored = first.db.prepare('SELECT DISTINCT field FROM index_entries').all() as {
      field: string;
    }[];
    expect(stored.every(({ field }) => field.length <= 2)).toBe(true);
    first.db.close();

    const again = new DocumentStore(openDatabase(dir));
    put(again, 'b');
    expect(lookUp(again, '[]keywords', 'dupont')).toBe(2);
    expect(lookUp(again, 'fields.visit_date', '2025-03-01')).toBe(2);
    expect(lookUp(again, 'fields.never_written', '2025-03-01')).toBe(0);
    again.db.close();
  });

  it('keep the field path in a data folder created before codes, old entries found', () => {
    const dir = folder();
    const old = new Database(join(dir, DATABASE_FILE));
    old.exec(SCHEMA_SQL);
    old.prepare('INSERT INTO databases (name) VALUES (?)').run('p/(default)');
    old
      .prepare(
        "INSERT INTO collections (db, path, parent, collection_id) VALUES (1, 'records', '', 'records')",
      )
      .run();
    old
      .prepare('INSERT INTO index_entries (coll, field, value_key, doc_key) VALUES (1, ?, ?, ?)')
      .run('[]keywords', valueKey({ stringValue: 'dupont' }), pathKey(['old']));
    old.close();

    const store = new DocumentStore(openDatabase(dir));
    put(store, 'new');
    expect(lookUp(store, '[]keywords', 'dupont')).toBe(2);
    const fields = store.db.prepare('SELECT DISTINCT field FROM index_entries').all();
    expect(fields).toContainEqual({ field: 'fields.visit_date' });
    store.db.close();
  });

  it('forget a code whose write was rolled back', () => {
    const store = new DocumentStore(openDatabase());
    const db = store.databaseId('p/(default)');
    expect(() =>
      store.transaction(() => {
        store.put(db, 'records/a', RECORD, 1, undefined);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    put(store, 'b');
    // Read back without the writer's cache, as after a restart.
    const reopened = new DocumentStore(store.db);
    expect(lookUp(reopened, '[]keywords', 'dup')).toBe(1);
    expect(lookUp(reopened, 'fields.visit_date', '2025-03-01')).toBe(1);
    store.db.close();
  });
});
