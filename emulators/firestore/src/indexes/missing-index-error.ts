import { DOCUMENT_ID_FIELD } from '../paths/field-path.js';
import { failedPrecondition } from '../errors/rpc-error.js';
import type { RpcError } from '../errors/rpc-error.js';
import type { IndexDefinition, IndexedField } from './index-definition.js';
import { describeIndex } from './index-definition.js';

/*
 * Production's message links to the Firebase console with the missing index encoded as a
 * google.firestore.admin.v1 protobuf message (Index for a composite, Field for a single-field
 * one); the few tags needed are written by hand rather than loading the admin protos.
 */

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return bytes;
}

function bytesField(tag: number, payload: readonly number[]): number[] {
  return [...varint((tag << 3) | 2), ...varint(payload.length), ...payload];
}

function stringField(tag: number, text: string): number[] {
  return bytesField(tag, [...Buffer.from(text, 'utf8')]);
}

function enumField(tag: number, value: number): number[] {
  return [...varint(tag << 3), ...varint(value)];
}

function indexFieldMessage(field: IndexedField): number[] {
  // IndexField: field_path = 1, order = 2 (ASCENDING 1, DESCENDING 2), array_config = 3 (CONTAINS 1).
  const mode =
    field.mode === 'CONTAINS' ? enumField(3, 1) : enumField(2, field.mode === 'ASCENDING' ? 1 : 2);
  return [...stringField(1, field.path), ...mode];
}

function indexMessage(index: IndexDefinition, name: string | undefined): number[] {
  // Index: name = 1, query_scope = 2 (COLLECTION 1, COLLECTION_GROUP 2), fields = 3.
  return [
    ...(name === undefined ? [] : stringField(1, name)),
    ...enumField(2, index.queryScope === 'COLLECTION' ? 1 : 2),
    ...index.fields.flatMap((field) => bytesField(3, indexFieldMessage(field))),
  ];
}

function consoleUrl(project: string, database: string, query: string): string {
  const base = `https://console.firebase.google.com/v1/r/project/${project}/firestore`;
  const where = database === '(default)' ? base : `${base}/databases/${database}`;
  return `${where}/indexes?${query}`;
}

function creationLink(project: string, database: string, index: IndexDefinition): string {
  const group = `projects/${project}/databases/${database}/collectionGroups/${index.collectionGroup}`;
  const valueFields = index.fields.filter((field) => field.path !== DOCUMENT_ID_FIELD);
  const single = valueFields.length === 1 ? valueFields[0] : undefined;
  if (single) {
    // Field: name = 1, index_config = 2 { indexes = 1 }.
    const config = bytesField(1, indexMessage({ ...index, fields: [single] }, undefined));
    const field = [...stringField(1, `${group}/fields/${single.path}`), ...bytesField(2, config)];
    return consoleUrl(
      project,
      database,
      `create_exemption=${Buffer.from(field).toString('base64')}`,
    );
  }
  const message = indexMessage(index, `${group}/indexes/_`);
  return consoleUrl(
    project,
    database,
    `create_composite=${Buffer.from(message).toString('base64')}`,
  );
}

/** FAILED_PRECONDITION with production's message, then the index spelled out. */
export function missingIndexError(
  project: string,
  database: string,
  index: IndexDefinition,
): RpcError {
  return failedPrecondition(
    `The query requires an index. You can create it here: ${creationLink(project, database, index)} ` +
      `(offline emulator: the missing index is the ${describeIndex(index)}; declare it in ` +
      `firestore.indexes.json or create it through the Admin API.)`,
  );
}
