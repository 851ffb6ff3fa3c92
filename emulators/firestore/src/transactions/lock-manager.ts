import { aborted } from '../errors/rpc-error.js';
import type { Transaction } from './transaction.js';

interface Waiter {
  readonly priority: number;
  readonly wake: () => void;
}

interface LockState {
  readonly shared: Set<Transaction>;
  exclusive: Transaction | undefined;
}

export const LOCK_TIMEOUT_MESSAGE = 'Transaction lock timeout.';
const WOUNDED_MESSAGE =
  'Transaction aborted: an older transaction needed the documents it locked (contention). Please try again.';

/**
 * Pessimistic document locks, like production and the official emulator: a
 * read-write transaction takes shared locks on what it reads and exclusive
 * locks on what it commits. Conflicts follow wound-wait: an older transaction
 * aborts younger holders, a younger one waits for older ones, so there is no
 * deadlock. Writes outside transactions wait until no transaction holds their
 * documents. No wait outlives the timeout, which answers ABORTED so that
 * clients retry.
 */
export class LockManager {
  private readonly states = new Map<string, LockState>();
  private readonly waiters = new Map<string, Waiter[]>();

  constructor(private readonly timeoutMs: number) {}

  /** True when `txn` could take a shared lock on `key` without waiting. */
  canRead(txn: Transaction, key: string): boolean {
    const exclusive = this.states.get(key)?.exclusive;
    return exclusive === undefined || exclusive === txn;
  }

  async lockShared(txn: Transaction, keys: readonly string[]): Promise<void> {
    await this.acquire(
      txn,
      keys,
      (state) => (state.exclusive && state.exclusive !== txn ? [state.exclusive] : []),
      (state) => {
        state.shared.add(txn);
      },
    );
  }

  async lockExclusive(txn: Transaction, keys: readonly string[]): Promise<void> {
    await this.acquire(
      txn,
      keys,
      (state) => {
        const others = [...state.shared].filter((holder) => holder !== txn);
        if (state.exclusive && state.exclusive !== txn) others.push(state.exclusive);
        return others;
      },
      (state) => {
        state.exclusive = txn;
      },
    );
  }

  private async acquire(
    txn: Transaction,
    keys: readonly string[],
    conflicts: (state: LockState) => Transaction[],
    grant: (state: LockState) => void,
  ): Promise<void> {
    const deadline = Date.now() + this.timeoutMs;
    for (const key of [...new Set(keys)].sort()) {
      for (;;) {
        if (txn.state !== 'active') throw aborted(txn.abortReason ?? WOUNDED_MESSAGE);
        const state = this.state(key);
        const blocking = conflicts(state);
        if (blocking.length === 0) {
          grant(state);
          txn.locks.add(key);
          break;
        }
        const older = blocking.filter((holder) => holder.priority < txn.priority);
        for (const holder of blocking)
          if (holder.priority > txn.priority) this.abort(holder, WOUNDED_MESSAGE);
        if (older.length === 0) continue;
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
      const busy = keys.find((key) => this.states.has(key));
      if (busy === undefined) return work();
      await this.waitFor(busy, -1, deadline, undefined);
    }
  }

  /** Releases every lock of a transaction and wakes their waiters, oldest first. */
  release(txn: Transaction): void {
    for (const key of txn.locks) {
      const state = this.states.get(key);
      if (!state) continue;
      state.shared.delete(txn);
      if (state.exclusive === txn) state.exclusive = undefined;
      if (state.shared.size === 0 && state.exclusive === undefined) this.states.delete(key);
      this.wake(key);
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

  private state(key: string): LockState {
    let state = this.states.get(key);
    if (!state) {
      state = { shared: new Set(), exclusive: undefined };
      this.states.set(key, state);
    }
    return state;
  }

  private wake(key: string): void {
    const waiting = this.waiters.get(key);
    if (!waiting) return;
    this.waiters.delete(key);
    for (const waiter of [...waiting].sort((a, b) => a.priority - b.priority)) waiter.wake();
  }

  private waitFor(
    key: string,
    priority: number,
    deadline: number,
    txn: Transaction | undefined,
  ): Promise<void> {
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
