import { aborted } from '../errors/rpc-error.js';
import type { Transaction } from './transaction.js';

interface Waiter {
  readonly priority: number;
  readonly wake: () => void;
}

export const LOCK_TIMEOUT_MESSAGE = 'Transaction lock timeout.';
const WOUNDED_MESSAGE =
  'Transaction aborted: an older transaction needed the documents it locked (contention). Please try again.';

/**
 * Pessimistic document locks, like the official emulator: a read-write
 * transaction locks what it reads and writes. Conflicts follow wound-wait: an
 * older transaction aborts a younger holder, a younger one waits. Writes
 * outside transactions wait for the documents to be free. No wait outlives
 * the timeout, which answers ABORTED so that clients retry.
 */
export class LockManager {
  private readonly holders = new Map<string, Transaction>();
  private readonly waiters = new Map<string, Waiter[]>();

  constructor(private readonly timeoutMs: number) {}

  holder(key: string): Transaction | undefined {
    return this.holders.get(key);
  }

  /** Locks `keys` for `txn`, wounding younger holders and waiting for older ones. */
  async lock(txn: Transaction, keys: readonly string[]): Promise<void> {
    const deadline = Date.now() + this.timeoutMs;
    for (const key of [...new Set(keys)].sort()) {
      for (;;) {
        if (txn.state !== 'active') throw aborted(txn.abortReason ?? WOUNDED_MESSAGE);
        const holder = this.holders.get(key);
        if (!holder || holder === txn) {
          this.holders.set(key, txn);
          txn.locks.add(key);
          break;
        }
        if (txn.priority < holder.priority) {
          this.abort(holder, WOUNDED_MESSAGE);
          continue;
        }
        try {
          await this.waitFor(key, txn.priority, deadline, txn);
        } catch (error) {
          this.abort(txn, LOCK_TIMEOUT_MESSAGE);
          throw error;
        }
      }
    }
  }

  /** Runs `work` synchronously as soon as no transaction holds any of `keys`. */
  async whenFree<T>(keys: readonly string[], work: () => T): Promise<T> {
    const deadline = Date.now() + this.timeoutMs;
    for (;;) {
      const busy = keys.find((key) => this.holders.has(key));
      if (busy === undefined) return work();
      await this.waitFor(busy, -1, deadline, undefined);
    }
  }

  /** Releases every lock of a transaction and wakes their waiters, oldest first. */
  release(txn: Transaction): void {
    for (const key of txn.locks) {
      if (this.holders.get(key) === txn) {
        this.holders.delete(key);
        this.wake(key);
      }
    }
    txn.locks.clear();
  }

  abort(txn: Transaction, reason: string): void {
    if (txn.state === 'aborted') return;
    txn.state = 'aborted';
    txn.abortReason = reason;
    this.release(txn);
    txn.cancelWait?.(aborted(reason));
  }

  private wake(key: string): void {
    const waiting = this.waiters.get(key);
    if (!waiting) return;
    this.waiters.delete(key);
    for (const waiter of [...waiting].sort((a, b) => a.priority - b.priority)) waiter.wake();
  }

  private waitFor(key: string, priority: number, deadline: number, txn: Transaction | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        reject(aborted(LOCK_TIMEOUT_MESSAGE));
        return;
      }
      const list = this.waiters.get(key) ?? [];
      this.waiters.set(key, list);
      const finish = (): void => {
        clearTimeout(timer);
        const index = list.indexOf(waiter);
        if (index !== -1) list.splice(index, 1);
        if (txn) txn.cancelWait = undefined;
      };
      const waiter: Waiter = {
        priority,
        wake: () => {
          finish();
          resolve();
        },
      };
      const timer = setTimeout(() => {
        finish();
        reject(aborted(LOCK_TIMEOUT_MESSAGE));
      }, remaining);
      if (txn) {
        txn.cancelWait = (error) => {
          finish();
          reject(error);
        };
      }
      list.push(waiter);
    });
  }
}
