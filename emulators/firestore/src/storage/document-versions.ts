import type { Database, Statement } from 'better-sqlite3';
import { encodeFields } from './fields-codec.js';
import { rowToDocument } from './row-to-document.js';
import type { DocumentRow, StoredDocument } from './stored-document.js';

/** Production keeps an hour of versions for reads at a past read time. */
export const VERSION_RETENTION_MICROS = 3_600_000_000;
const PRUNE_EVERY_WRITES = 1000;

/**
 * Replaced and deleted document versions, each valid until `valid_to`, kept
 * for an hour so that reads at a past read time see documents as they were.
 */
export class DocumentVersions {
  private readonly insert: Statement<[number, Buffer, number, number, number, string, Buffer]>;
  private readonly select: Statement<[number, Buffer, number], DocumentRow>;
  private readonly prune: Statement<[number]>;
  private writesSincePrune = 0;

  constructor(db: Database) {
    this.insert = db.prepare(
      `INSERT INTO document_versions (db, name_key, valid_to, create_time, update_time, path, fields)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.select = db.prepare(
      `SELECT path, fields, create_time, update_time FROM document_versions
       WHERE db = ? AND name_key = ? AND valid_to > ? ORDER BY valid_to LIMIT 1`,
    );
    this.prune = db.prepare('DELETE FROM document_versions WHERE valid_to < ?');
  }

  /** Keeps the version being replaced or deleted at `time`. */
  keep(db: number, nameKey: Buffer, previous: StoredDocument, time: number): void {
    this.insert.run(
      db,
      nameKey,
      time,
      previous.createTime,
      previous.updateTime,
      previous.path,
      encodeFields(previous.fields),
    );
    if (++this.writesSincePrune >= PRUNE_EVERY_WRITES) {
      this.writesSincePrune = 0;
      this.prune.run(time - VERSION_RETENTION_MICROS);
    }
  }

  /** The kept version live at `time`, if the document existed then. */
  at(db: number, nameKey: Buffer, time: number): StoredDocument | undefined {
    const row = this.select.get(db, nameKey, time);
    return row && row.update_time <= time ? rowToDocument(row) : undefined;
  }
}
