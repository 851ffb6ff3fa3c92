import type { Database, Statement } from 'better-sqlite3';
import type { Micros } from '../values/timestamps.js';

/**
 * Commit times: microseconds, strictly increasing across the whole store and
 * across restarts (the last one is persisted with each commit).
 */
export class CommitClock {
  private last: Micros;
  private readonly save: Statement<[number]>;
  private readonly lastByDatabase = new Map<number, Micros>();
  private readonly startedAt: Micros;

  constructor(db: Database) {
    const row = db.prepare('SELECT last_commit FROM clock WHERE id = 1').get() as
      { last_commit: number } | undefined;
    this.last = row?.last_commit ?? 0;
    if (!row) db.prepare('INSERT INTO clock (id, last_commit) VALUES (1, 0)').run();
    this.save = db.prepare('UPDATE clock SET last_commit = ? WHERE id = 1');
    this.startedAt = this.now();
  }

  now(): Micros {
    return Math.max(Date.now() * 1000, this.last);
  }

  /** Next commit time; call inside the commit's SQLite transaction. */
  next(dbId: number): Micros {
    this.last = Math.max(Date.now() * 1000, this.last + 1);
    this.save.run(this.last);
    this.lastByDatabase.set(dbId, this.last);
    return this.last;
  }

  /** Time of the last commit to a database (the emulator's start if none since). */
  lastCommit(dbId: number): Micros {
    return this.lastByDatabase.get(dbId) ?? this.startedAt;
  }
}
