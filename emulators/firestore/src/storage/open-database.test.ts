import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_SQL } from './schema.js';
import { DATABASE_FILE, openDatabase } from './open-database.js';

const folders: string[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'open-database-'));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates a new data folder with 8 KiB pages and a 2 GiB automatic checkpoint', () => {
    const db = openDatabase(folder());
    expect(db.pragma('page_size', { simple: true })).toBe(8192);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(262144);
    db.close();
  });

  it('opens a data folder written with 4 KiB pages as it is, documents and all', () => {
    const dir = folder();
    const old = new Database(join(dir, DATABASE_FILE));
    old.pragma('page_size = 4096');
    old.pragma('journal_mode = WAL');
    old.exec(SCHEMA_SQL);
    old.prepare('INSERT INTO databases (name) VALUES (?)').run('demo/(default)');
    old.close();

    const db = openDatabase(dir);
    expect(db.pragma('page_size', { simple: true })).toBe(4096);
    // Still 2 GiB of WAL, counted in its smaller pages.
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(524288);
    expect(db.prepare('SELECT name FROM databases').all()).toEqual([{ name: 'demo/(default)' }]);
    db.close();
  });
});
