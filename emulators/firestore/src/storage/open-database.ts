import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { FIELD_CODES_VERSION } from './field-codes.js';
import { SCHEMA_SQL } from './schema.js';

export const DATABASE_FILE = 'firestore.sqlite';

/**
 * Pages of a new store (an existing one keeps its own). At 4 KiB an index entry of a long
 * value (a record's whole `keywords` array, about 1.3 KB) spilled to an overflow page of its
 * own, and index pages held half as many entries: storing 50,000 imported records took 874 MB
 * and 55 s of CPU, at 8 KiB 682 MB and 46 s.
 */
const PAGE_BYTES = 8192;
/** WAL size past which SQLite checkpoints on its own (see below). */
const AUTOCHECKPOINT_BYTES = 2 * 1024 * 1024 * 1024;

/** Brings a data folder written by an earlier version up to the current schema. */
function migrate(db: SqliteDatabase): void {
  const columns = db.prepare('PRAGMA table_info(collections)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'doc_count')) {
    db.exec(`ALTER TABLE collections ADD COLUMN doc_count INTEGER NOT NULL DEFAULT 0;
      UPDATE collections SET doc_count = (SELECT count(*) FROM documents WHERE coll = collections.id);`);
  }
}

/**
 * Opens the store. WAL with synchronous=NORMAL: a commit is in the WAL file
 * before the RPC answers, so it survives the process being killed; only an OS
 * crash or power loss can drop the last commits (see README).
 */
export function openDatabase(dataDir?: string): SqliteDatabase {
  let db: SqliteDatabase;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    db = new Database(join(dataDir, DATABASE_FILE));
    db.pragma(`page_size = ${PAGE_BYTES}`);
    // One emulator per data folder: the first access takes an exclusive lock
    // that a second process would wait on in vain.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('busy_timeout = 0');
    try {
      db.pragma('journal_mode = WAL');
    } catch (error) {
      db.close();
      throw new Error(`data folder ${dataDir} is in use by another emulator process`, {
        cause: error,
      });
    }
    db.pragma('synchronous = NORMAL');
    // The WAL is checkpointed when writes pause (idle-checkpoint.ts), and automatically only past
    // 2 GiB: a checkpoint blocks every RPC while it copies pages and waits on two fsyncs, and a
    // burst of bulk commits at random document ids (an import: each commit rewrites index pages
    // all over the collect's entries) ran one every few commits at 512 MiB, about a quarter of
    // the burst's time. The WAL is cut back to 64 MiB after a checkpoint.
    const pageBytes = Number(db.pragma('page_size', { simple: true }));
    db.pragma(`wal_autocheckpoint = ${Math.floor(AUTOCHECKPOINT_BYTES / pageBytes)}`);
    db.pragma('journal_size_limit = 67108864');
  } else {
    db = new Database(':memory:');
    db.pragma(`page_size = ${PAGE_BYTES}`);
  }
  // 512 MiB at most (pages are allocated as they are used): a commit of a thousand documents at
  // random ids touches more index pages than 128 MiB held, and read them back again and again.
  db.pragma('cache_size = -524288');
  db.pragma('temp_store = MEMORY');
  const fresh = db.prepare('SELECT 1 FROM sqlite_master LIMIT 1').get() === undefined;
  db.exec(SCHEMA_SQL);
  if (fresh) db.pragma(`user_version = ${FIELD_CODES_VERSION}`);
  migrate(db);
  return db;
}
