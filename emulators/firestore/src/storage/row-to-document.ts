import { decodeFields } from './fields-codec.js';
import type { DocumentRow, StoredDocument } from './stored-document.js';

export function rowToDocument(row: DocumentRow): StoredDocument {
  return {
    path: row.path,
    fields: decodeFields(row.fields),
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
