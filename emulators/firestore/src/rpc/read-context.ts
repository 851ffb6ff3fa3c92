import type { ConsistencySelector, Timestamp } from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { failedPrecondition, invalidArgument } from '../errors/rpc-error.js';
import { VERSION_RETENTION_MICROS } from '../storage/document-store.js';
import type { StoredDocument } from '../storage/stored-document.js';
import type { Transaction } from '../transactions/transaction.js';
import { microsFromTimestamp, timestampFromMicros } from '../values/timestamps.js';
import type { Micros } from '../values/timestamps.js';

export interface ReadContext {
  readonly txn: Transaction | undefined;
  /** Id to return in the first response when the read started the transaction. */
  readonly newTransaction: Buffer | undefined;
  readonly readTime: Timestamp;
  /** Set when the client asked for a past read time. */
  readonly at: Micros | undefined;
}

/** Resolves a read's consistency selector: transaction, new transaction or read time. */
export function beginRead(
  ctx: EmulatorContext,
  dbId: number,
  request: ConsistencySelector,
): ReadContext {
  const now = ctx.clock.now();
  const readTime = timestampFromMicros(now);
  if (request.transaction && request.transaction.length > 0) {
    return {
      txn: ctx.transactions.get(request.transaction, dbId),
      newTransaction: undefined,
      readTime,
      at: undefined,
    };
  }
  if (request.newTransaction) {
    const txn = ctx.transactions.begin(dbId, request.newTransaction);
    return { txn, newTransaction: txn.idBytes, readTime, at: undefined };
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
  return { txn: undefined, newTransaction: undefined, readTime, at: undefined };
}

/** A document read, at the read time when one was given. */
export function readDocument(
  ctx: EmulatorContext,
  read: ReadContext,
  dbId: number,
  path: string,
): StoredDocument | undefined {
  return read.at === undefined ? ctx.store.get(dbId, path) : ctx.store.getAt(dbId, path, read.at);
}

/**
 * Queries run on current data only: past versions are kept per document, not
 * in the indexes. A read time is honoured when nothing changed since.
 */
export function assertQueryable(ctx: EmulatorContext, read: ReadContext, dbId: number): void {
  if (read.at !== undefined && read.at < ctx.clock.lastCommit(dbId)) {
    throw failedPrecondition(
      'The offline Firestore emulator runs queries at a past read time only when nothing was committed since; document reads (get, getAll) support past read times.',
    );
  }
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
