import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { IdleCheckpoint } from './idle-checkpoint.js';
import { DATABASE_FILE, openDatabase } from './open-database.js';

const IDLE_MS = 50;
const opened: { db: Database; dir: string }[] = [];

function open(): { db: Database; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'idle-checkpoint-'));
  const db = openDatabase(dir);
  db.exec('CREATE TABLE blobs (data BLOB)');
  opened.push({ db, dir });
  return { db, file: join(dir, DATABASE_FILE) };
}

/** One commit of about a megabyte, as the group commit would run it. */
function commitMegabyte(db: Database, checkpoint: IdleCheckpoint): void {
  db.prepare('INSERT INTO blobs (data) VALUES (?)').run(Buffer.alloc(1024 * 1024, 7));
  checkpoint.committed();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('IdleCheckpoint', () => {
  it('copies committed pages into the database file once writes pause', async () => {
    const { db, file } = open();
    const checkpoint = new IdleCheckpoint(db, IDLE_MS);
    const before = statSync(file).size;
    commitMegabyte(db, checkpoint);
    expect(statSync(file).size).toBe(before);
    await sleep(IDLE_MS * 4);
    expect(statSync(file).size).toBeGreaterThan(before + 1024 * 1024);
  });

  it('waits while commits keep coming', async () => {
    const { db, file } = open();
    const checkpoint = new IdleCheckpoint(db, IDLE_MS);
    const before = statSync(file).size;
    for (let commit = 0; commit < 6; commit += 1) {
      commitMegabyte(db, checkpoint);
      await sleep(IDLE_MS / 5);
    }
    expect(statSync(file).size).toBe(before);
    await sleep(IDLE_MS * 4);
    expect(statSync(file).size).toBeGreaterThan(before + 6 * 1024 * 1024);
  });

  it('does nothing once the database is closed', async () => {
    const { db } = open();
    const checkpoint = new IdleCheckpoint(db, IDLE_MS);
    commitMegabyte(db, checkpoint);
    db.close();
    await sleep(IDLE_MS * 4);
    expect(db.open).toBe(false);
  });
});
