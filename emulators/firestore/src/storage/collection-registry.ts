import type { Database, Statement } from 'better-sqlite3';

/**
 * Maps each collection path of each database to a small integer id, the
 * prefix of its documents and index entries. Cached in memory.
 */
export class CollectionRegistry {
  private readonly cache = new Map<string, number>();
  private readonly select: Statement<[number, string], { id: number }>;
  private readonly insert: Statement<[number, string, string, string]>;
  private readonly byCollectionId: Statement<[number, string], { id: number; path: string }>;

  constructor(db: Database) {
    this.select = db.prepare('SELECT id FROM collections WHERE db = ? AND path = ?');
    this.byCollectionId = db.prepare(
      'SELECT id, path FROM collections WHERE db = ? AND collection_id = ? ORDER BY path',
    );
    this.insert = db.prepare(
      'INSERT INTO collections (db, path, parent, collection_id) VALUES (?, ?, ?, ?)',
    );
  }

  /** Id of an existing collection, or undefined. */
  find(db: number, path: string): number | undefined {
    const cacheKey = `${db}/${path}`;
    const cached = this.cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const row = this.select.get(db, path);
    if (row) this.cache.set(cacheKey, row.id);
    return row?.id;
  }

  /** Every collection of a database with the given id (a collection group). */
  group(db: number, collectionId: string): { id: number; path: string }[] {
    return this.byCollectionId.all(db, collectionId);
  }

  /** Id of a collection, created if new. Call inside a write transaction. */
  ensure(db: number, path: string): number {
    const existing = this.find(db, path);
    if (existing !== undefined) return existing;
    const slash = path.lastIndexOf('/');
    const parent = slash === -1 ? '' : path.slice(0, slash);
    // Ancestor collections are registered too, so that listing finds a
    // collection whose documents exist only through subcollections.
    const parentSlash = parent.lastIndexOf('/');
    if (parentSlash !== -1) this.ensure(db, parent.slice(0, parentSlash));
    const collectionId = path.slice(slash + 1);
    const id = Number(this.insert.run(db, path, parent, collectionId).lastInsertRowid);
    this.cache.set(`${db}/${path}`, id);
    return id;
  }

  clear(): void {
    this.cache.clear();
  }

  forget(db: number): void {
    for (const key of this.cache.keys()) {
      if (key.startsWith(`${db}/`)) this.cache.delete(key);
    }
  }
}
