import type { WriteBatch } from 'firebase-admin/firestore';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { Task, TaskCounts, TaskType } from '../../shared/contract/task.schema.js';

// The contract between the task runner (this module: status, progress, cancellation, error
// report, resuming) and each kind of long work (imports, exports, bulk updates). A kind does its
// own reading and writing; every chunk of writes is committed through `commit`, in ONE batch with
// the task's progress and its resume cursor, so that a crash leaves either the whole chunk and
// its progress or neither, and a resumed task starts from the last committed cursor.

/** A rejected row or record, for the task's error report. */
export interface Rejection {
  /** 1-based row of the source (imports), or the record id (bulk updates). */
  readonly at: string;
  /** What is wrong, naming the column or field. */
  readonly reason: string;
}

/** What one committed chunk moved. */
export interface ChunkProgress {
  /** Where a resumed task starts again (JSON; the kind's own shape). */
  readonly cursor: unknown;
  /** Items handled in this chunk (added to progress.done). */
  readonly done: number;
  /** The total, once known. */
  readonly total?: number | undefined;
  /** Added to the task's counts. */
  readonly counts?: Partial<TaskCounts> | undefined;
  readonly rejections?: readonly Rejection[] | undefined;
}

/** A task as its work sees it. */
export interface TaskRun {
  readonly id: string;
  readonly programId: string;
  readonly collectId: string | null;
  readonly type: TaskType;
  /** What the call that started it stored (the kind's own shape, JSON). */
  readonly input: unknown;
  /** The last committed cursor; null on a first run. */
  readonly cursor: unknown;
  readonly createdBy: PersonRef | null;
}

/**
 * A chunk's writes added to a batch ahead of its commit (while the chunk before commits: adding a
 * thousand documents to a batch is most of the function's work for them), and what is left to
 * add once the commit's preconditions are known. Used on the commit's first try only.
 */
export interface PreparedWrites {
  readonly batch: WriteBatch;
  readonly complete: (batch: WriteBatch) => void;
}

export interface TaskIo {
  /**
   * Commits `write` (under Firestore's 10 MiB per commit: imports write up to 2,000 records)
   * together with the task's progress. Throws TaskCancelledError when the task was cancelled
   * meanwhile (nothing of the chunk is written).
   */
  commit(
    write: (batch: WriteBatch) => void,
    progress: ChunkProgress,
    prepared?: PreparedWrites,
  ): Promise<void>;
  /** Stores what the task produced (an export's file): shown as the task's file_url. */
  produced(file: { readonly path: string; readonly contentType: string }): Promise<void>;
  readonly now: () => Date;
}

/** One kind of long work. `run` resumes from `task.cursor`; it returns when all is done. */
export interface TaskWork {
  readonly type: TaskType;
  run(task: TaskRun, io: TaskIo): Promise<void>;
}

export class TaskCancelledError extends Error {
  constructor() {
    super('The task was cancelled');
    this.name = 'TaskCancelledError';
  }
}

/** What a module that starts long work needs: the task is stored and queued, then answered. */
export interface TaskStart {
  readonly programId: string;
  readonly collectId: string | null;
  readonly type: TaskType;
  /** What it works on, in words (a file name, "12 selected records"). */
  readonly label: string;
  /** The kind's own input (JSON), given back as `TaskRun.input`. */
  readonly input: unknown;
  readonly createdBy: PersonRef;
}

export type StartTask = (start: TaskStart) => Promise<Task>;
