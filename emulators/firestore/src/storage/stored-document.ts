import type { Fields } from '../proto/firestore-types.js';
import type { Micros } from '../values/timestamps.js';

/** A document as kept in storage, addressed by its path under `/documents`. */
export interface StoredDocument {
  readonly path: string;
  readonly fields: Fields;
  readonly createTime: Micros;
  readonly updateTime: Micros;
}

/** Raw row of the documents table. */
export interface DocumentRow {
  path: string;
  fields: Buffer;
  create_time: number;
  update_time: number;
}
