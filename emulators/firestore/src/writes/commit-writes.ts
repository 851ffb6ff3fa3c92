import { status } from '@grpc/grpc-js';
import type { Status, Timestamp, Write, WriteResult } from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { aborted, invalidArgument, RpcError } from '../errors/rpc-error.js';
import type { DatabaseRef } from '../paths/resource-names.js';
import type { Transaction } from '../transactions/transaction.js';
import { timestampFromMicros } from '../values/timestamps.js';
import { applyWrite } from './apply-write.js';
import type { AppliedWrite } from './apply-write.js';
import { prepareWrite } from './prepare-write.js';
import type { PreparedWrite } from './prepare-write.js';

export interface CommitOutcome {
  readonly writeResults: WriteResult[];
  readonly commitTime: Timestamp;
}

function lockKeys(dbId: number, writes: readonly PreparedWrite[]): string[] {
  return writes.map((write) => `${dbId}|${write.path}`);
}

function bill(ctx: EmulatorContext, project: string, applied: readonly AppliedWrite[]): void {
  const deletes = applied.filter((write) => write.kind === 'delete').length;
  ctx.billing.addDeletes(project, deletes);
  ctx.billing.addWrites(project, applied.length - deletes);
}

/** Applies all writes in one SQLite transaction: all or nothing. */
function applyAll(
  ctx: EmulatorContext,
  db: DatabaseRef,
  dbId: number,
  writes: readonly PreparedWrite[],
): CommitOutcome {
  const { applied, commitTime } = ctx.store.transaction(() => {
    const time = ctx.clock.next(dbId);
    return {
      applied: writes.map((write) => applyWrite(ctx.store, dbId, write, time)),
      commitTime: time,
    };
  });
  bill(ctx, db.project, applied);
  return {
    writeResults: applied.map((write) => write.result),
    commitTime: timestampFromMicros(commitTime),
  };
}

/** Commit: atomic; inside a transaction its locks are taken (wound-wait) first. */
export async function commitWrites(
  ctx: EmulatorContext,
  db: DatabaseRef,
  dbId: number,
  writes: readonly Write[],
  txn: Transaction | undefined,
): Promise<CommitOutcome> {
  const prepared = writes.map((write) => prepareWrite(write, db));
  const keys = lockKeys(dbId, prepared);
  if (!txn) {
    const outcome = await ctx.transactions.locks.whenFree(keys, () =>
      applyAll(ctx, db, dbId, prepared),
    );
    await ctx.store.durable();
    return outcome;
  }
  try {
    if (txn.readOnly && prepared.length > 0) {
      throw invalidArgument('Cannot modify entities in a read-only transaction.');
    }
    await ctx.transactions.locks.lockExclusive(txn, keys);
    if (txn.state !== 'active') throw aborted(txn.abortReason ?? 'Transaction aborted.');
    const outcome = applyAll(ctx, db, dbId, prepared);
    await ctx.store.durable();
    return outcome;
  } finally {
    ctx.transactions.end(txn);
  }
}

function statusOf(error: unknown): Status {
  if (error instanceof RpcError) return { code: error.code, message: error.message };
  return { code: status.INTERNAL, message: error instanceof Error ? error.message : String(error) };
}

/** BatchWrite: each write succeeds or fails alone, with its own status. */
export async function batchWrite(
  ctx: EmulatorContext,
  db: DatabaseRef,
  dbId: number,
  writes: readonly Write[],
): Promise<{ writeResults: WriteResult[]; status: Status[] }> {
  const prepared = writes.map((write) => {
    try {
      return prepareWrite(write, db);
    } catch (error) {
      return statusOf(error);
    }
  });
  const paths = prepared.flatMap((write) => ('path' in write ? [write.path] : []));
  if (new Set(paths).size !== paths.length) {
    throw invalidArgument('BatchWrite does not allow more than one write per document.');
  }
  const keys = paths.map((path) => `${dbId}|${path}`);
  const outcome = await ctx.transactions.locks.whenFree(keys, () => {
    const outcomes = ctx.store.applyUnguarded(() => {
      const time = ctx.clock.next(dbId);
      return prepared.map((write) => {
        if (!('path' in write)) return write;
        // A write fails (precondition, size, transform) before it changes
        // anything, so no savepoint per write is needed: the batch's own
        // savepoint covers unexpected storage errors.
        try {
          return applyWrite(ctx.store, dbId, write, time);
        } catch (error) {
          if (!(error instanceof RpcError)) throw error;
          return statusOf(error);
        }
      });
    });
    const applied = outcomes.filter((outcome): outcome is AppliedWrite => 'result' in outcome);
    bill(ctx, db.project, applied);
    return {
      writeResults: outcomes.map((outcome) => ('result' in outcome ? outcome.result : {})),
      status: outcomes.map((outcome) =>
        'result' in outcome ? { code: status.OK, message: '' } : outcome,
      ),
    };
  });
  await ctx.store.durable();
  return outcome;
}
