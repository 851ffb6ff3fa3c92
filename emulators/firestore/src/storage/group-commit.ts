import type { Database } from 'better-sqlite3';

/**
 * Group commit: the first write of an event-loop turn opens a SQLite
 * transaction, every write of that turn runs inside it (each in its own
 * savepoint), and it commits on the next turn. One WAL append then covers many
 * RPCs, and an RPC is answered only once its group is committed, so an
 * acknowledged write survives the process being killed.
 */
export class GroupCommit {
  private isOpen = false;
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly db: Database,
    private readonly onRollback: () => void,
    private readonly onCommit: () => void = () => {},
  ) {}

  open(): void {
    if (this.isOpen) return;
    this.db.exec('BEGIN');
    this.isOpen = true;
    setImmediate(() => this.commitNow());
  }

  committed(): Promise<void> {
    if (!this.isOpen) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** Rolls the whole open group back: its writes were not acknowledged yet. */
  abort(error: unknown): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    const waiters = this.waiters;
    this.waiters = [];
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
    this.onRollback();
    for (const waiter of waiters) waiter.reject(error);
  }

  commitNow(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    const waiters = this.waiters;
    this.waiters = [];
    try {
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      this.onRollback();
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    this.onCommit();
    for (const waiter of waiters) waiter.resolve();
  }
}
