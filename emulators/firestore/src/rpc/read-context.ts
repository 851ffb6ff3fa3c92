import type { ConsistencySelector, Timestamp } from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { failedPrecondition } from '../errors/rpc-error.js';
import type { Transaction } from '../transactions/transaction.js';
import { microsFromTimestamp, timestampFromMicros } from '../values/timestamps.js';

export interface ReadContext {
  readonly txn: Transaction | undefined;
  /** Id to return in the first response when the read started the transaction. */
  readonly newTransaction: Buffer | undefined;
  readonly readTime: Timestamp;
}

/**
 * Resolves a read's consistency selector. The emulator keeps no history, so a
 * read time is only honoured when nothing was committed to the database since.
 */
export function beginRead(ctx: EmulatorContext, dbId: number, request: ConsistencySelector): ReadContext {
  const readTime = timestampFromMicros(ctx.clock.now());
  if (request.transaction && request.transaction.length > 0) {
    return { txn: ctx.transactions.get(request.transaction, dbId), newTransaction: undefined, readTime };
  }
  if (request.newTransaction) {
    const txn = ctx.transactions.begin(dbId, request.newTransaction);
    return { txn, newTransaction: txn.idBytes, readTime };
  }
  if (request.readTime) {
    if (microsFromTimestamp(request.readTime) < ctx.clock.lastCommit(dbId)) {
      throw failedPrecondition(
        'The offline Firestore emulator keeps no document history: reads at a read time older than the last commit are not supported.',
      );
    }
    return { txn: undefined, newTransaction: undefined, readTime: request.readTime };
  }
  return { txn: undefined, newTransaction: undefined, readTime };
}

/** Read-write transactions lock what they read. */
export function locksReads(read: ReadContext): read is ReadContext & { txn: Transaction } {
  return read.txn !== undefined && !read.txn.readOnly;
}

export function lockKey(dbId: number, path: string): string {
  return `${dbId}|${path}`;
}

/** Runs a read; a transaction it started is dropped if the read fails. */
export async function withRead<T>(ctx: EmulatorContext, read: ReadContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (read.newTransaction && read.txn) ctx.transactions.end(read.txn);
    throw error;
  }
}
