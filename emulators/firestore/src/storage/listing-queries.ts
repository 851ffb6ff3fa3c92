import type { Database, Statement } from 'better-sqlite3';
import { pathKey } from '../paths/path-key.js';
import { prefixSuccessor } from '../values/key-writer.js';
import type { DocumentRow } from './stored-document.js';

/** Reads behind ListCollectionIds and ListDocuments. */
export class ListingQueries {
  private readonly childCollections: Statement<
    [number, string],
    { path: string; collection_id: string }
  >;
  private readonly anyDocumentUnder: Statement<[number, Buffer, Buffer], { one: number }>;
  private readonly documentsUnder: Statement<[number, Buffer, Buffer], { path: string }>;
  private readonly collectionDocuments: Statement<[number, string], DocumentRow>;

  constructor(db: Database) {
    this.childCollections = db.prepare(
      'SELECT path, collection_id FROM collections WHERE db = ? AND parent = ?',
    );
    this.anyDocumentUnder = db.prepare(
      'SELECT 1 AS one FROM documents WHERE db = ? AND name_key >= ? AND name_key < ? LIMIT 1',
    );
    this.documentsUnder = db.prepare(
      'SELECT path FROM documents WHERE db = ? AND name_key >= ? AND name_key < ? ORDER BY name_key',
    );
    this.collectionDocuments = db.prepare(
      `SELECT d.path, d.fields, d.create_time, d.update_time FROM documents d
       JOIN collections c ON c.id = d.coll WHERE c.db = ? AND c.path = ? ORDER BY d.doc_key`,
    );
  }

  private range(path: string): [Buffer, Buffer] {
    const key = pathKey(path.split('/'));
    return [key, prefixSuccessor(key)];
  }

  /** Ids of the collections under a document (or the root) holding any document. */
  collectionIds(db: number, parent: string): string[] {
    return this.childCollections
      .all(db, parent)
      .filter((row) => this.anyDocumentUnder.get(db, ...this.range(row.path)) !== undefined)
      .map((row) => row.collection_id);
  }

  documents(db: number, collectionPath: string): DocumentRow[] {
    return this.collectionDocuments.all(db, collectionPath);
  }

  /** Ids of the collection's documents that exist or have descendants. */
  idsWithDescendants(db: number, collectionPath: string): Set<string> {
    const depth = collectionPath.split('/').length;
    const ids = new Set<string>();
    for (const row of this.documentsUnder.iterate(db, ...this.range(collectionPath))) {
      const id = row.path.split('/')[depth];
      if (id !== undefined) ids.add(id);
    }
    return ids;
  }
}
