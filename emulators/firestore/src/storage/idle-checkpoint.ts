import type { Database } from 'better-sqlite3';

/** Quiet time after the last commit before the WAL is copied into the database file. */
export const IDLE_CHECKPOINT_MS = 1_000;

/**
 * Checkpoints the WAL once writes pause. A checkpoint copies the WAL's pages into the database
 * file and waits on two fsyncs, blocking the one thread that answers every RPC: during a burst
 * of bulk commits (an import rewriting index pages all over a collect) checkpoints every few
 * hundred MiB stalled the commits for seconds each. The automatic checkpoint is therefore set
 * high (open-database.ts) and this one runs when nobody is waiting, which also keeps the WAL
 * small between bursts. In-memory databases have no WAL: nothing to do.
 */
export class IdleCheckpoint {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly idleMs = IDLE_CHECKPOINT_MS,
  ) {}

  /** Called after each commit: the checkpoint waits for this much quiet again. */
  committed(): void {
    if (this.db.memory) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), this.idleMs);
    // A pending checkpoint never keeps the process alive; closing checkpoints anyway.
    this.timer.unref();
  }

  private run(): void {
    this.timer = undefined;
    // A group opened since then commits first; its own commit re-arms the timer.
    if (!this.db.open || this.db.inTransaction) return;
    this.db.pragma('wal_checkpoint(PASSIVE)');
  }
}
