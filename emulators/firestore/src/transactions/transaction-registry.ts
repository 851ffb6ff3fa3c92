import { randomBytes } from 'node:crypto';
import { aborted, invalidArgument } from '../errors/rpc-error.js';
import type { TransactionOptions } from '../proto/firestore-types.js';
import { microsFromTimestamp } from '../values/timestamps.js';
import { LockManager } from './lock-manager.js';
import type { Transaction } from './transaction.js';

/** Production expires a transaction left idle for 60 seconds. */
const IDLE_EXPIRY_MS = 60_000;
const REMEMBERED_PRIORITIES = 10_000;

export const EXPIRED_MESSAGE = 'The referenced transaction has expired or is no longer valid.';

export class TransactionRegistry {
  readonly locks: LockManager;
  private readonly active = new Map<string, Transaction>();
  /** Priorities of ended transactions, so that a retry keeps its age. */
  private readonly ended = new Map<string, number>();
  private nextPriority = 1;
  private readonly sweeper: NodeJS.Timeout;

  constructor(lockTimeoutMs: number) {
    this.locks = new LockManager(lockTimeoutMs);
    this.sweeper = setInterval(() => this.expireIdle(), 5_000);
    this.sweeper.unref();
  }

  begin(dbId: number, options: TransactionOptions | undefined, now: number): Transaction {
    const idBytes = randomBytes(16);
    const retry = options?.readWrite?.retryTransaction;
    const retryId = retry && retry.length > 0 ? Buffer.from(retry).toString('hex') : undefined;
    const inherited = retryId
      ? (this.active.get(retryId)?.priority ?? this.ended.get(retryId))
      : undefined;
    const txn: Transaction = {
      id: idBytes.toString('hex'),
      idBytes,
      dbId,
      readOnly: options?.readOnly !== undefined,
      snapshotTime: options?.readOnly?.readTime
        ? microsFromTimestamp(options.readOnly.readTime)
        : now,
      priority: inherited ?? this.nextPriority++,
      locks: new Set(),
      state: 'active',
      abortReason: undefined,
      lastUsed: Date.now(),
      cancelWait: undefined,
    };
    this.active.set(txn.id, txn);
    return txn;
  }

  /** The live transaction for an id sent by a client. */
  get(idBytes: Uint8Array, dbId: number): Transaction {
    const txn = this.active.get(Buffer.from(idBytes).toString('hex'));
    if (!txn || txn.dbId !== dbId) throw invalidArgument(EXPIRED_MESSAGE);
    if (txn.state !== 'active') throw aborted(txn.abortReason ?? 'Transaction aborted.');
    txn.lastUsed = Date.now();
    return txn;
  }

  end(txn: Transaction): void {
    this.locks.release(txn);
    this.active.delete(txn.id);
    this.ended.set(txn.id, txn.priority);
    if (this.ended.size > REMEMBERED_PRIORITIES) {
      const oldest = this.ended.keys().next().value;
      if (oldest !== undefined) this.ended.delete(oldest);
    }
  }

  /** Rollback: unknown ids are ignored, as they may already have expired. */
  rollback(idBytes: Uint8Array): void {
    const txn = this.active.get(Buffer.from(idBytes).toString('hex'));
    if (txn) this.end(txn);
  }

  /** Ends every transaction of a database (reset). */
  endAll(dbId: number): void {
    for (const txn of [...this.active.values()]) {
      if (txn.dbId === dbId) {
        this.locks.abort(txn, 'Transaction aborted: the database was reset.');
        this.end(txn);
      }
    }
  }

  private expireIdle(): void {
    const now = Date.now();
    for (const txn of [...this.active.values()]) {
      if (now - txn.lastUsed > IDLE_EXPIRY_MS && !txn.cancelWait) this.end(txn);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
