import type { ConsistencySelector, Timestamp } from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { VERSION_RETENTION_MICROS } from '../storage/document-versions.js';
import type { StoredDocument } from '../storage/stored-document.js';
import type { Transaction } from '../transactions/transaction.js';
import { microsFromTimestamp, timestampFromMicros } from '../values/timestamps.js';
import type { Micros } from '../values/timestamps.js';

export interface ReadContext {
  readonly txn: Transaction | undefined;
  /** Id to return in the first response when the read started the transaction. */
  readonly newTransaction: Buffer | undefined;
  readonly readTime: Timestamp;
  /** The snapshot to read: a past read time or a read-only transaction's time. */
  readonly at: Micros | undefined;
}

function transactionRead(
  txn: Transaction,
  newTransaction: Buffer | undefined,
  now: Micros,
): ReadContext {
  const at = txn.readOnly ? txn.snapshotTime : undefined;
  return { txn, newTransaction, readTime: timestampFromMicros(at ?? now), at };
}

/** Resolves a read's consistency selector: transaction, new transaction or read time. */
export function beginRead(
  ctx: EmulatorContext,
  dbId: number,
  request: ConsistencySelector,
): ReadContext {
  const now = ctx.clock.now();
  if (request.transaction && request.transaction.length > 0) {
    return transactionRead(ctx.transactions.get(request.transaction, dbId), undefined, now);
  }
  if (request.newTransaction) {
    const txn = ctx.transactions.begin(dbId, request.newTransaction, now);
    return transactionRead(txn, txn.idBytes, now);
  }
  if (request.readTime) {
    const at = microsFromTimestamp(request.readTime);
    if (at < now - VERSION_RETENTION_MICROS) {
      throw invalidArgument(
        'The read time is older than one hour, the version retention of the database.',
      );
    }
    return { txn: undefined, newTransaction: undefined, readTime: request.readTime, at };
  }
  return {
    txn: undefined,
    newTransaction: undefined,
    readTime: timestampFromMicros(now),
    at: undefined,
  };
}

/** A document read, at the snapshot time when there is one. */
export function readDocument(
  ctx: EmulatorContext,
  read: ReadContext,
  dbId: number,
  path: string,
): StoredDocument | undefined {
  return read.at === undefined ? ctx.store.get(dbId, path) : ctx.store.getAt(dbId, path, read.at);
}

/** The snapshot a query must read when it differs from the current data. */
export function pastSnapshot(
  ctx: EmulatorContext,
  read: ReadContext,
  dbId: number,
): Micros | undefined {
  return read.at !== undefined && read.at < ctx.clock.lastCommit(dbId) ? read.at : undefined;
}

/** Read-write transactions lock what they read. */
export function locksReads(read: ReadContext): read is ReadContext & { txn: Transaction } {
  return read.txn !== undefined && !read.txn.readOnly;
}

export function lockKey(dbId: number, path: string): string {
  return `${dbId}|${path}`;
}

/** Runs a read; a transaction it started is dropped if the read fails. */
export async function withRead<T>(
  ctx: EmulatorContext,
  read: ReadContext,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (read.newTransaction && read.txn) ctx.transactions.end(read.txn);
    throw error;
  }
}
