import type {
  BatchGetDocumentsRequest,
  BatchGetDocumentsResponse,
} from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { parseDatabaseName, parseDocumentName } from '../paths/resource-names.js';
import { databaseIdOf } from './database-of.js';
import { maskPaths, toDocument } from './document-response.js';
import { beginRead, lockKey, locksReads, readDocument, withRead } from './read-context.js';

/** Streams each requested document as `found` or `missing`; each bills one read. */
export async function batchGetDocuments(
  ctx: EmulatorContext,
  request: BatchGetDocumentsRequest,
  write: (response: BatchGetDocumentsResponse) => void,
): Promise<void> {
  const db = parseDatabaseName(request.database ?? '');
  const dbId = databaseIdOf(ctx, db);
  const names = request.documents ?? [];
  const refs = names.map((name) => {
    const ref = parseDocumentName(name);
    if (ref.project !== db.project || ref.database !== db.database) {
      throw invalidArgument(`Document ${name} is not in database ${request.database ?? ''}.`);
    }
    return ref;
  });
  const mask = maskPaths(request.mask);
  const read = beginRead(ctx, dbId, request);
  await withRead(ctx, read, async () => {
    if (locksReads(read)) {
      await ctx.transactions.locks.lockShared(
        read.txn,
        refs.map((ref) => lockKey(dbId, ref.path)),
      );
    }
  });
  ctx.billing.addReads(db.project, refs.length);
  const responses: BatchGetDocumentsResponse[] = refs.map((ref, index) => {
    const name = names[index] ?? '';
    const doc = readDocument(ctx, read, dbId, ref.path);
    return doc
      ? { found: toDocument(name, doc, mask), readTime: read.readTime }
      : { missing: name, readTime: read.readTime };
  });
  const first = responses[0];
  if (read.newTransaction) {
    if (first) first.transaction = read.newTransaction;
    else responses.push({ transaction: read.newTransaction, readTime: read.readTime });
  }
  for (const response of responses) write(response);
}
