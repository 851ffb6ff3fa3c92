import type { Database, Statement } from 'better-sqlite3';
import type { FieldCodes } from './field-codes.js';
import type { IndexEntry } from './index-entries.js';

type Param = number | string | Buffer;

const MAX_ROWS = 32;

/** Inserts a document's index entries with multi-row statements (fewer VM round trips). */
export class EntryInserter {
  private readonly statements: Statement<Param[]>[] = [];

  constructor(
    private readonly db: Database,
    private readonly fields: FieldCodes,
  ) {}

  private statement(rows: number): Statement<Param[]> {
    let statement = this.statements[rows];
    if (!statement) {
      const values = Array.from({ length: rows }, () => '(?, ?, ?, ?)').join(', ');
      statement = this.db.prepare<Param[]>(
        `INSERT OR IGNORE INTO index_entries (coll, field, value_key, doc_key) VALUES ${values}`,
      );
      this.statements[rows] = statement;
    }
    return statement;
  }

  insert(coll: number, docKey: Buffer, entries: readonly IndexEntry[]): void {
    for (let start = 0; start < entries.length; start += MAX_ROWS) {
      const chunk = entries.slice(start, start + MAX_ROWS);
      const params: Param[] = [];
      for (const entry of chunk) {
        params.push(coll, this.fields.ensure(entry.field), entry.valueKey, docKey);
      }
      this.statement(chunk.length).run(...params);
    }
  }
}
