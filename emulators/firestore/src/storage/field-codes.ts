import type { Database, Statement } from 'better-sqlite3';

/** The `user_version` from which index entries name their field by a code (field-codes.ts). */
export const FIELD_CODES_VERSION = 1;

/**
 * The field column of index entries. A field path is stored once in `index_fields` and its
 * entries carry its id in base 36 ("1", "2g"), not the path ("[]keywords", "fields.visit_date"):
 * about 150 entries a record, each a few dozen bytes smaller, made the entries of 50,000
 * imported records a third smaller and storing them a tenth cheaper. Data folders created
 * before (`user_version` 0) keep the paths themselves. Codes are cached; a rolled-back write
 * may have created some, so the store clears the cache on rollback.
 */
export class FieldCodes {
  private readonly byPath: boolean;
  private readonly cache = new Map<string, string>();
  private readonly select: Statement<[string], { id: number }>;
  private readonly insert: Statement<[string]>;

  constructor(db: Database) {
    this.byPath = Number(db.pragma('user_version', { simple: true })) < FIELD_CODES_VERSION;
    this.select = db.prepare('SELECT id FROM index_fields WHERE name = ?');
    this.insert = db.prepare('INSERT INTO index_fields (name) VALUES (?)');
  }

  /** The stored form of a field path, or undefined when no entry ever had it. */
  find(path: string): string | undefined {
    if (this.byPath) return path;
    const cached = this.cache.get(path);
    if (cached !== undefined) return cached;
    const row = this.select.get(path);
    if (!row) return undefined;
    const code = row.id.toString(36);
    this.cache.set(path, code);
    return code;
  }

  /** The stored form of a field path, created if new. Call inside a write transaction. */
  ensure(path: string): string {
    const found = this.find(path);
    if (found !== undefined) return found;
    const code = Number(this.insert.run(path).lastInsertRowid).toString(36);
    this.cache.set(path, code);
    return code;
  }

  /** For a query: a field no entry ever had matches no stored entry. */
  lookup(path: string): string {
    return this.find(path) ?? '';
  }

  clear(): void {
    this.cache.clear();
  }
}
