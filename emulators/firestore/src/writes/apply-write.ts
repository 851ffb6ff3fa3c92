import type { Fields, WriteResult } from '../proto/firestore-types.js';
import {
  alreadyExists,
  failedPrecondition,
  invalidArgument,
  notFound,
} from '../errors/rpc-error.js';
import type { DocumentStore } from '../storage/document-store.js';
import { encodeFields } from '../storage/fields-codec.js';
import type { StoredDocument } from '../storage/stored-document.js';
import { documentSize, MAX_DOCUMENT_BYTES } from '../values/document-size.js';
import {
  cloneFields,
  cloneValue,
  deleteField,
  getField,
  setField,
  truncateTimestamps,
} from '../values/field-access.js';
import { microsFromTimestamp, timestampFromMicros } from '../values/timestamps.js';
import type { Micros } from '../values/timestamps.js';
import { applyTransforms } from './field-transforms.js';
import type { PreparedWrite } from './prepare-write.js';

export interface AppliedWrite {
  readonly result: WriteResult;
  readonly kind: 'set' | 'delete';
}

function checkPrecondition(write: PreparedWrite, current: StoredDocument | undefined): void {
  const precondition = write.precondition;
  if (!precondition) return;
  if (precondition.exists !== undefined) {
    if (precondition.exists && !current) {
      throw notFound(
        `No document to ${write.kind === 'delete' ? 'delete' : 'update'}: ${write.name}`,
      );
    }
    if (!precondition.exists && current)
      throw alreadyExists(`Document already exists: ${write.name}`);
    return;
  }
  if (precondition.updateTime !== undefined) {
    const required = microsFromTimestamp(precondition.updateTime);
    if (!current) throw notFound(`No document to update: ${write.name}`);
    if (current.updateTime !== required) {
      throw failedPrecondition(
        `The stored version (${current.updateTime}) of ${write.name} does not match the required base version (${required}).`,
      );
    }
  }
}

function newFields(write: PreparedWrite, current: StoredDocument | undefined): Fields {
  // The request's own fields become the document: they are not shared.
  if (!write.maskPaths) return truncateTimestamps(write.fields);
  const fields = current ? cloneFields(current.fields) : {};
  for (const path of write.maskPaths) {
    const value = getField(write.fields, path);
    if (value === undefined) deleteField(fields, path);
    else setField(fields, path, cloneValue(value));
  }
  return fields;
}

function formatBytes(bytes: number): string {
  return bytes.toLocaleString('en-US');
}

/** Applies one prepared write inside the caller's SQLite transaction. */
export function applyWrite(
  store: DocumentStore,
  dbId: number,
  write: PreparedWrite,
  commitTime: Micros,
): AppliedWrite {
  const current = store.get(dbId, write.path);
  checkPrecondition(write, current);
  if (write.kind === 'delete') {
    if (current) store.remove(dbId, write.path, current, commitTime);
    return { kind: 'delete', result: {} };
  }
  const fields = newFields(write, current);
  const transformResults = applyTransforms(fields, write.transforms, commitTime);
  const size = documentSize(write.path, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document '${write.name}' cannot be written because its size (${formatBytes(size)} bytes) exceeds the maximum allowed size of ${formatBytes(MAX_DOCUMENT_BYTES)} bytes.`,
    );
  }
  // An unchanged document keeps its update time (WriteResult.update_time contract).
  if (current && encodeFields(current.fields).equals(encodeFields(fields))) {
    return {
      kind: 'set',
      result: { updateTime: timestampFromMicros(current.updateTime), transformResults },
    };
  }
  store.put(dbId, write.path, fields, commitTime, current);
  return { kind: 'set', result: { updateTime: timestampFromMicros(commitTime), transformResults } };
}
