import type {
  BeginTransactionRequest,
  CommitRequest,
  RollbackRequest,
  WriteResult,
  Timestamp,
} from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { parseDatabaseName } from '../paths/resource-names.js';
import { commitWrites } from '../writes/commit-writes.js';
import { databaseIdOf } from './database-of.js';

export function beginTransaction(
  ctx: EmulatorContext,
  request: BeginTransactionRequest,
): { transaction: Buffer } {
  const db = parseDatabaseName(request.database ?? '');
  const txn = ctx.transactions.begin(databaseIdOf(ctx, db), request.options, ctx.clock.now());
  return { transaction: txn.idBytes };
}

export function rollback(ctx: EmulatorContext, request: RollbackRequest): Record<string, never> {
  parseDatabaseName(request.database ?? '');
  if (request.transaction) ctx.transactions.rollback(request.transaction);
  return {};
}

export async function commit(
  ctx: EmulatorContext,
  request: CommitRequest,
): Promise<{ writeResults: WriteResult[]; commitTime: Timestamp }> {
  const db = parseDatabaseName(request.database ?? '');
  const dbId = databaseIdOf(ctx, db);
  const txn =
    request.transaction && request.transaction.length > 0
      ? ctx.transactions.get(request.transaction, dbId)
      : undefined;
  return commitWrites(ctx, db, dbId, request.writes ?? [], txn);
}
