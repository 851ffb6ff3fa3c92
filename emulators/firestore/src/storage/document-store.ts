import type { Database, Statement } from 'better-sqlite3';
import type { Fields } from '../proto/firestore-types.js';
import { pathKey } from '../paths/path-key.js';
import { CollectionRegistry } from './collection-registry.js';
import { DeferredEntries } from './deferred-entries.js';
import { DocumentVersions } from './document-versions.js';
import { rowToDocument } from './row-to-document.js';
import { EntryInserter } from './entry-inserter.js';
import { FieldCodes } from './field-codes.js';
import { GroupCommit } from './group-commit.js';
import { IdleCheckpoint } from './idle-checkpoint.js';
import { decodeFields, encodeFields } from './fields-codec.js';
import { entryId, indexEntriesOf } from './index-entries.js';
import type { IndexEntry } from './index-entries.js';
import type { DocumentRow, StoredDocument } from './stored-document.js';

interface DocumentLocation {
  readonly collectionPath: string;
  readonly collectionId: string;
  readonly docId: string;
}

function locate(path: string): DocumentLocation {
  const slash = path.lastIndexOf('/');
  const collectionPath = path.slice(0, slash);
  const collectionSlash = collectionPath.lastIndexOf('/');
  return {
    collectionPath,
    collectionId: collectionPath.slice(collectionSlash + 1),
    docId: path.slice(slash + 1),
  };
}

/**
 * New documents indexed in one transaction after their commit (see indexDeferred). An RPC that
 * arrives meanwhile waits for the batch: 800 imported records take 0.3-0.6 s. With 5,000 (a
 * whole 2,000-row chunk at once) the reads an import sends between two chunks waited about a
 * second each time, and the 50,000-row import took 81 s; with 200 to 1,000, 65-74 s, best at
 * 800 (65.1 and 65.2 s). Smaller batches write more to the WAL: each of its commits copies the
 * index pages it touched.
 */
const DEFERRED_BATCH = 800;
/**
 * How long after a commit its documents are indexed. A client usually reads something as soon as
 * its commit is answered (an import: the collect and its task, before the next chunk); those
 * reads are served first rather than wait for a second of index writes.
 */
export const DEFERRED_INDEX_DELAY_MS = 40;

/**
 * Documents and their index entries. Writes keep both in step; callers wrap
 * them in one SQLite transaction per Firestore commit. A new document's entries
 * are written just after its commit (deferred-entries.ts), and always before a
 * query reads the index (indexDeferred).
 */
export class DocumentStore {
  readonly collections: CollectionRegistry;
  readonly fieldCodes: FieldCodes;
  private readonly selectDatabase: Statement<[string], { id: number }>;
  private readonly insertDatabase: Statement<[string]>;
  private readonly selectByName: Statement<[number, Buffer], DocumentRow>;
  private readonly insertDocument: Statement<
    [number, Buffer, number, Buffer, string, string, number, number, Buffer]
  >;
  private readonly updateDocument: Statement<[number, Buffer, number, Buffer]>;
  private readonly deleteDocument: Statement<[number, Buffer]>;
  private readonly countDocument: Statement<[number, number]>;
  private readonly entryInserter: EntryInserter;
  private readonly deleteEntry: Statement<[number, string, Buffer, Buffer]>;
  private readonly databaseIds = new Map<string, number>();
  private readonly versions: DocumentVersions;
  private readonly deferred: DeferredEntries;
  private indexTimer: NodeJS.Timeout | undefined;

  private readonly group: GroupCommit;
  private readonly savepoint: Statement<[]>;
  private readonly releaseSavepoint: Statement<[]>;
  private readonly rollbackSavepoint: Statement<[]>;

  constructor(readonly db: Database) {
    this.collections = new CollectionRegistry(db);
    this.fieldCodes = new FieldCodes(db);
    this.deferred = new DeferredEntries(db);
    const checkpoint = new IdleCheckpoint(db);
    this.group = new GroupCommit(
      db,
      () => this.forgetUncommitted(),
      () => {
        checkpoint.committed();
        this.scheduleIndexing();
      },
    );
    // Savepoints nest inside the group's transaction: each write is atomic alone.
    this.savepoint = db.prepare('SAVEPOINT write');
    this.releaseSavepoint = db.prepare('RELEASE write');
    this.rollbackSavepoint = db.prepare('ROLLBACK TO write');
    this.selectDatabase = db.prepare('SELECT id FROM databases WHERE name = ?');
    this.insertDatabase = db.prepare('INSERT INTO databases (name) VALUES (?)');
    this.selectByName = db.prepare(
      'SELECT path, fields, create_time, update_time FROM documents WHERE db = ? AND name_key = ?',
    );
    this.insertDocument = db.prepare(
      `INSERT INTO documents (db, name_key, coll, doc_key, collection_id, path, create_time, update_time, fields)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.updateDocument = db.prepare(
      'UPDATE documents SET update_time = ?, fields = ? WHERE db = ? AND name_key = ?',
    );
    this.deleteDocument = db.prepare('DELETE FROM documents WHERE db = ? AND name_key = ?');
    this.countDocument = db.prepare(
      'UPDATE collections SET doc_count = doc_count + ? WHERE id = ?',
    );
    this.versions = new DocumentVersions(db);
    this.entryInserter = new EntryInserter(db, this.fieldCodes);
    // Documents a crash left unindexed are indexed once the emulator is up.
    this.scheduleIndexing();
    this.deleteEntry = db.prepare(
      'DELETE FROM index_entries WHERE coll = ? AND field = ? AND value_key = ? AND doc_key = ?',
    );
  }

  /** Cached ids a rolled-back write may have created. */
  private forgetUncommitted(): void {
    this.collections.clear();
    this.fieldCodes.clear();
    this.deferred.reload();
  }

  /** Integer id of a `project/database` pair, created on first use. */
  databaseId(name: string): number {
    const cached = this.databaseIds.get(name);
    if (cached !== undefined) return cached;
    const row = this.selectDatabase.get(name);
    const id = row ? row.id : Number(this.insertDatabase.run(name).lastInsertRowid);
    this.databaseIds.set(name, id);
    return id;
  }

  get(db: number, path: string): StoredDocument | undefined {
    const row = this.selectByName.get(db, pathKey(path.split('/')));
    return row ? rowToDocument(row) : undefined;
  }

  /** The document as it was at `time`, from the current row or the kept versions. */
  getAt(db: number, path: string, time: number): StoredDocument | undefined {
    const current = this.get(db, path);
    if (current && current.updateTime <= time) return current;
    return this.versions.at(db, pathKey(path.split('/')), time);
  }

  /** Stores `fields` at `path`; `previous` is the current stored version. */
  put(
    db: number,
    path: string,
    fields: Fields,
    time: number,
    previous: StoredDocument | undefined,
  ): StoredDocument {
    const segments = path.split('/');
    const nameKey = pathKey(segments);
    const location = locate(path);
    const coll = this.collections.ensure(db, location.collectionPath);
    const docKey = pathKey([location.docId]);
    const encoded = encodeFields(fields);
    if (previous) {
      this.versions.keep(db, nameKey, previous, time);
      this.updateDocument.run(time, encoded, db, nameKey);
      // Still unindexed: its entries will be those of the fields it has then.
      if (!this.deferred.has(coll, docKey)) {
        this.replaceEntries(coll, docKey, indexEntriesOf(previous.fields), fields);
      }
    } else {
      this.insertDocument.run(
        db,
        nameKey,
        coll,
        docKey,
        location.collectionId,
        path,
        time,
        time,
        encoded,
      );
      this.countDocument.run(1, coll);
      this.deferred.add(coll, docKey);
    }
    return { path, fields, createTime: previous?.createTime ?? time, updateTime: time };
  }

  remove(db: number, path: string, previous: StoredDocument, time: number): void {
    const location = locate(path);
    const coll = this.collections.ensure(db, location.collectionPath);
    const docKey = pathKey([location.docId]);
    const nameKey = pathKey(path.split('/'));
    this.versions.keep(db, nameKey, previous, time);
    this.deleteDocument.run(db, nameKey);
    this.countDocument.run(-1, coll);
    if (this.deferred.has(coll, docKey)) {
      this.deferred.remove(coll, docKey);
      return;
    }
    for (const entry of indexEntriesOf(previous.fields)) {
      this.deleteEntry.run(coll, this.fieldCodes.lookup(entry.field), entry.valueKey, docKey);
    }
  }

  /**
   * Writes the index entries of every document still without them, in the given collections
   * (by id) or in all: before a query plans, and just after the commits that created them
   * (scheduleIndexing). Returns how many documents.
   */
  indexDeferred(colls?: readonly number[]): number {
    let indexed = 0;
    for (const coll of colls ?? [undefined]) {
      while (this.deferred.size(coll) > 0) {
        const done = this.indexBatch(coll);
        // The marker set names documents the table does not: read it again rather than loop.
        if (done === 0) {
          this.deferred.reload();
          break;
        }
        indexed += done;
      }
    }
    return indexed;
  }

  /** Indexes up to DEFERRED_BATCH deferred documents in one transaction. */
  private indexBatch(coll?: number): number {
    return this.transaction(() => {
      const batch = this.deferred.next(DEFERRED_BATCH, coll);
      for (const document of batch) {
        const { docKey, fields } = document;
        if (fields) {
          this.entryInserter.insert(document.coll, docKey, indexEntriesOf(decodeFields(fields)));
        }
        this.deferred.remove(document.coll, docKey);
      }
      return batch.length;
    });
  }

  /**
   * After a commit, its new documents are indexed a moment later (DEFERRED_INDEX_DELAY_MS): the
   * commit's answer is on its way, and the client is busy with what it does next. One batch at
   * a time, so an RPC that arrives meanwhile waits for one batch at most.
   */
  private scheduleIndexing(): void {
    if (this.indexTimer || this.deferred.size() === 0) return;
    this.indexTimer = setTimeout(() => {
      this.indexTimer = undefined;
      if (this.db.open && this.deferred.size() > 0) this.indexBatch();
    }, DEFERRED_INDEX_DELAY_MS);
    this.indexTimer.unref();
  }

  private replaceEntries(
    coll: number,
    docKey: Buffer,
    oldEntries: readonly IndexEntry[],
    fields: Fields,
  ): void {
    const newEntries = indexEntriesOf(fields);
    if (oldEntries.length === 0) {
      this.entryInserter.insert(coll, docKey, newEntries);
      return;
    }
    const kept = new Set(newEntries.map(entryId));
    const existing = new Set<string>();
    for (const entry of oldEntries) {
      const id = entryId(entry);
      existing.add(id);
      if (!kept.has(id))
        this.deleteEntry.run(coll, this.fieldCodes.lookup(entry.field), entry.valueKey, docKey);
    }
    this.entryInserter.insert(
      coll,
      docKey,
      newEntries.filter((entry) => !existing.has(entryId(entry))),
    );
  }

  /**
   * Runs `work` atomically: a throw rolls back all it wrote. Work done in one
   * turn of the event loop shares one SQLite transaction (group commit);
   * callers acknowledge a write only after `durable()` resolves.
   */
  transaction<T>(work: () => T): T {
    this.group.open();
    this.savepoint.run();
    try {
      const result = work();
      this.releaseSavepoint.run();
      return result;
    } catch (error) {
      this.rollbackSavepoint.run();
      this.releaseSavepoint.run();
      this.forgetUncommitted();
      throw error;
    }
  }

  /**
   * Runs writes that check everything before changing anything, without a
   * savepoint of their own; an unexpected storage error rolls back the whole
   * unacknowledged group.
   */
  applyUnguarded<T>(work: () => T): T {
    this.group.open();
    try {
      return work();
    } catch (error) {
      this.group.abort(error);
      throw error;
    }
  }

  /** Resolves once everything written so far is committed to SQLite. */
  durable(): Promise<void> {
    return this.group.committed();
  }

  /** Commits the open group at once (shutdown). */
  flush(): void {
    this.group.commitNow();
  }

  /** Deletes every document of a database (the emulator's reset call). */
  wipe(db: number): void {
    this.transaction(() => {
      this.db
        .prepare(
          'DELETE FROM index_entries WHERE coll IN (SELECT id FROM collections WHERE db = ?)',
        )
        .run(db);
      this.db.prepare('DELETE FROM documents WHERE db = ?').run(db);
      this.db.prepare('DELETE FROM document_versions WHERE db = ?').run(db);
      this.deferred.forgetDatabase(db);
      this.db.prepare('DELETE FROM collections WHERE db = ?').run(db);
    });
    this.deferred.reload();
    this.collections.forget(db);
  }
}
