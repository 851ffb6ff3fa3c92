import type { Document, GetDocumentRequest } from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { notFound } from '../errors/rpc-error.js';
import { parseDocumentName } from '../paths/resource-names.js';
import { databaseIdOf } from './database-of.js';
import { maskPaths, toDocument } from './document-response.js';
import { beginRead, lockKey, locksReads, readDocument } from './read-context.js';

export async function getDocument(
  ctx: EmulatorContext,
  request: GetDocumentRequest,
): Promise<Document> {
  const name = request.name ?? '';
  const ref = parseDocumentName(name);
  const dbId = databaseIdOf(ctx, ref);
  const read = beginRead(ctx, dbId, request);
  if (locksReads(read))
    await ctx.transactions.locks.lockShared(read.txn, [lockKey(dbId, ref.path)]);
  ctx.billing.addReads(ref.project, 1);
  const doc = readDocument(ctx, read, dbId, ref.path);
  if (!doc) throw notFound(`Document "${name}" not found.`);
  return toDocument(name, doc, maskPaths(request.mask));
}
