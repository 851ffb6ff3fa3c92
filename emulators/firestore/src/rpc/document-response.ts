import type { Document, DocumentMask } from '../proto/firestore-types.js';
import { parseFieldPath } from '../paths/field-path.js';
import { maskFields } from '../values/field-access.js';
import { timestampFromMicros } from '../values/timestamps.js';
import type { Fields } from '../proto/firestore-types.js';

export interface DocumentLike {
  readonly fields: Fields;
  readonly createTime: number;
  readonly updateTime: number;
}

export function maskPaths(mask: DocumentMask | undefined): string[][] | undefined {
  return mask ? (mask.fieldPaths ?? []).map(parseFieldPath) : undefined;
}

/** The Document message for a stored document, keeping only masked fields. */
export function toDocument(
  name: string,
  doc: DocumentLike,
  mask: readonly (readonly string[])[] | undefined,
): Document {
  return {
    name,
    fields: mask ? maskFields(doc.fields, mask) : doc.fields,
    createTime: timestampFromMicros(doc.createTime),
    updateTime: timestampFromMicros(doc.updateTime),
  };
}
