import type { Database, Statement } from 'better-sqlite3';

/** A document whose index entries are still to be written, with its stored fields. */
export interface DeferredDocument {
  readonly coll: number;
  readonly docKey: Buffer;
  /** The document's encoded fields; null when it was deleted meanwhile. */
  readonly fields: Buffer | null;
}

/**
 * The documents created by commits whose index entries are not written yet.
 *
 * Why: a new document's index entries (about 150 for an imported record, most of them search
 * keywords) cost the emulator more than everything else in its commit, and inserting them at
 * random places in a large B-tree gets slower as the collection grows: 50,000 records took
 * 67 s of CPU, 42 s of it for the keywords' entries. Entries are only ever read by queries, so a
 * commit stores the document and this marker, answers, and the entries are written right after
 * (document-store.ts), while the client prepares its next commit. A query writes any that are
 * still missing before it plans, so no query ever sees an index without them.
 *
 * The markers are rows of `deferred_entries`, written in the commit's own transaction: after a
 * crash the documents they name are indexed at the next start, as if nothing happened. The set
 * in memory mirrors the table; it is read again after a rollback.
 */
export class DeferredEntries {
  /** Doc keys (latin1) of the marked documents, by collection id. */
  private readonly pending = new Map<number, Set<string>>();
  private count = 0;
  private readonly insertRow: Statement<[number, Buffer]>;
  private readonly deleteRow: Statement<[number, Buffer]>;
  private readonly selectAll: Statement<[], { coll: number; doc_key: Buffer }>;
  private readonly selectNext: Statement<[number], DeferredRow>;
  private readonly selectNextOf: Statement<[number, number], DeferredRow>;

  constructor(private readonly db: Database) {
    this.insertRow = db.prepare(
      'INSERT OR IGNORE INTO deferred_entries (coll, doc_key) VALUES (?, ?)',
    );
    this.deleteRow = db.prepare('DELETE FROM deferred_entries WHERE coll = ? AND doc_key = ?');
    this.selectAll = db.prepare('SELECT coll, doc_key FROM deferred_entries');
    this.selectNext = db.prepare(
      `SELECT p.coll, p.doc_key, d.fields FROM deferred_entries p
       LEFT JOIN documents d ON d.coll = p.coll AND d.doc_key = p.doc_key
       LIMIT ?`,
    );
    this.selectNextOf = db.prepare(
      `SELECT p.coll, p.doc_key, d.fields FROM deferred_entries p
       LEFT JOIN documents d ON d.coll = p.coll AND d.doc_key = p.doc_key
       WHERE p.coll = ? LIMIT ?`,
    );
    this.reload();
  }

  /** How many documents are marked, in one collection or in all. */
  size(coll?: number): number {
    return coll === undefined ? this.count : (this.pending.get(coll)?.size ?? 0);
  }

  has(coll: number, docKey: Buffer): boolean {
    return this.count > 0 && (this.pending.get(coll)?.has(docKey.toString('latin1')) ?? false);
  }

  /** Marks a new document. Call inside the write's transaction. */
  add(coll: number, docKey: Buffer): void {
    this.insertRow.run(coll, docKey);
    this.remember(coll, docKey);
  }

  /** Unmarks a document: its entries are written, or it is gone. Inside a transaction. */
  remove(coll: number, docKey: Buffer): void {
    this.deleteRow.run(coll, docKey);
    const keys = this.pending.get(coll);
    if (keys?.delete(docKey.toString('latin1'))) this.count -= 1;
    if (keys?.size === 0) this.pending.delete(coll);
  }

  /** Up to `limit` marked documents (of one collection, or of any) with their current fields. */
  next(limit: number, coll?: number): DeferredDocument[] {
    const rows =
      coll === undefined ? this.selectNext.all(limit) : this.selectNextOf.all(coll, limit);
    return rows.map((row) => ({ coll: row.coll, docKey: row.doc_key, fields: row.fields }));
  }

  /** Reads the table again (at start, and after a rollback or a wipe). */
  reload(): void {
    this.pending.clear();
    this.count = 0;
    if (!this.db.open) return;
    for (const row of this.selectAll.iterate()) this.remember(row.coll, row.doc_key);
  }

  private remember(coll: number, docKey: Buffer): void {
    let keys = this.pending.get(coll);
    if (!keys) {
      keys = new Set();
      this.pending.set(coll, keys);
    }
    const key = docKey.toString('latin1');
    if (keys.has(key)) return;
    keys.add(key);
    this.count += 1;
  }

  /** Drops the markers of a database's collections (its documents are being deleted). */
  forgetDatabase(db: number): void {
    this.db
      .prepare(
        'DELETE FROM deferred_entries WHERE coll IN (SELECT id FROM collections WHERE db = ?)',
      )
      .run(db);
  }
}

interface DeferredRow {
  readonly coll: number;
  readonly doc_key: Buffer;
  readonly fields: Buffer | null;
}
