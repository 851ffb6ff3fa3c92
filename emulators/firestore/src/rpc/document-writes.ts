import { randomBytes } from 'node:crypto';
import type {
  CreateDocumentRequest,
  DeleteDocumentRequest,
  Document,
  UpdateDocumentRequest,
} from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { internalError } from './internal-error.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { documentName, parseDocumentName, parseResourcePath } from '../paths/resource-names.js';
import type { DocumentRef } from '../paths/resource-names.js';
import { commitWrites } from '../writes/commit-writes.js';
import { databaseIdOf } from './database-of.js';
import { maskPaths, toDocument } from './document-response.js';

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function autoId(): string {
  const bytes = randomBytes(20);
  let id = '';
  for (const byte of bytes) id += AUTO_ID_CHARS[byte % AUTO_ID_CHARS.length];
  return id;
}

function readBack(
  ctx: EmulatorContext,
  ref: DocumentRef,
  dbId: number,
  name: string,
  request: { mask?: { fieldPaths?: string[] } },
): Document {
  const doc = ctx.store.get(dbId, ref.path);
  if (!doc) throw internalError(`Document ${name} vanished after its write.`);
  return toDocument(name, doc, maskPaths(request.mask));
}

export async function createDocument(
  ctx: EmulatorContext,
  request: CreateDocumentRequest,
): Promise<Document> {
  const parent = parseResourcePath(request.parent ?? '');
  if (parent.segments.length % 2 !== 0)
    throw invalidArgument(`Invalid parent: ${request.parent ?? ''}`);
  const collectionId = request.collectionId ?? '';
  if (!collectionId) throw invalidArgument('A collection id is required.');
  const path = [parent.path, collectionId, request.documentId || autoId()]
    .filter(Boolean)
    .join('/');
  const name = documentName(parent, path);
  const ref = parseDocumentName(name);
  const dbId = databaseIdOf(ctx, ref);
  const update = { name, fields: request.document?.fields ?? {} };
  await commitWrites(ctx, ref, dbId, [{ update, currentDocument: { exists: false } }], undefined);
  return readBack(ctx, ref, dbId, name, request);
}

export async function updateDocument(
  ctx: EmulatorContext,
  request: UpdateDocumentRequest,
): Promise<Document> {
  const name = request.document?.name ?? '';
  const ref = parseDocumentName(name);
  const dbId = databaseIdOf(ctx, ref);
  const write = {
    update: { name, fields: request.document?.fields ?? {} },
    ...(request.updateMask ? { updateMask: request.updateMask } : {}),
    ...(request.currentDocument ? { currentDocument: request.currentDocument } : {}),
  };
  await commitWrites(ctx, ref, dbId, [write], undefined);
  return readBack(ctx, ref, dbId, name, request);
}

export async function deleteDocument(
  ctx: EmulatorContext,
  request: DeleteDocumentRequest,
): Promise<Record<string, never>> {
  const name = request.name ?? '';
  const ref = parseDocumentName(name);
  const dbId = databaseIdOf(ctx, ref);
  const write = {
    delete: name,
    ...(request.currentDocument ? { currentDocument: request.currentDocument } : {}),
  };
  await commitWrites(ctx, ref, dbId, [write], undefined);
  return {};
}
