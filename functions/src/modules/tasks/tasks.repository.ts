import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import type { DocumentData, Firestore, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { errorCodeOf, GRPC_NOT_FOUND } from '../../core/error-codes.js';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import { programsCollection, tasksCollection } from '../../db/collections.js';
import { readPage } from '../../db/cursor-page.js';
import type { SortField } from '../../db/cursor-page.js';
import {
  newTaskData,
  storedJson,
  taskRef,
  taskRejectionsCollection,
  toStoredTask,
} from '../../db/task-document.js';
import type { StoredTask } from '../../db/task-document.js';
import { NO_TASK_COUNTS } from '../../shared/contract/task.schema.js';
import type { TaskStatus } from '../../shared/contract/task.schema.js';
import { TaskCancelledError } from './task-work.js';
import type { ChunkProgress, PreparedWrites, Rejection, TaskStart } from './task-work.js';

const GRPC_FAILED_PRECONDITION = 9;

/** Newest first; tasks started together follow their ids. */
const NEWEST_FIRST: readonly SortField[] = [
  { field: 'created_at', direction: 'desc', kind: 'timestamp' },
];

const UNFINISHED: readonly TaskStatus[] = ['PENDING', 'RUNNING'];
/** Unfinished tasks looked at per resume check: a program runs a handful at a time. */
const UNFINISHED_SCAN = 50;

/** Rejections per document, each reason cut to REASON_MAX: well under Firestore's 1 MiB. */
const REJECTIONS_PER_DOC = 200;
const REASON_MAX = 500;
const AT_MAX = 200;
/** A chunk's rejection documents (10,000 rejections at most: more than a chunk has rows). */
const REJECTION_DOCS_MAX = 49;

/**
 * A runner's hold on a task: its run id and the task document's update time after its last
 * write. Every write of the run is conditioned on that time, so a cancel or a runner that took
 * over meanwhile makes it fail instead of writing over them.
 */
export interface TaskLease {
  readonly programId: string;
  readonly taskId: string;
  readonly runId: string;
  updateTime: Timestamp;
  chunks: number;
}

/** The run lost its task to a newer runner (a resumed copy), or the task is gone: stop quietly. */
export class TaskLostError extends Error {
  constructor() {
    super('Another run holds the task');
    this.name = 'TaskLostError';
  }
}

export interface TaskOutcome {
  readonly status: 'DONE' | 'FAILED';
  readonly error: string | null;
  readonly errorReportPath: string | null;
}

export interface TasksRepository {
  create(start: TaskStart, now: Date): Promise<StoredTask>;
  find(programId: string, taskId: string): Promise<StoredTask | null>;
  /** Newest first; `createdBy` keeps one person's tasks. */
  list(
    programId: string,
    filter: { readonly createdBy: string | null },
    request: PageRequest,
  ): Promise<CursorPage<StoredTask>>;
  /** PENDING and RUNNING tasks of the program (a handful at most). */
  unfinished(programId: string): Promise<StoredTask[]>;
  /** Every program's id: the emulator's start-up resume pass (a few programs locally). */
  programIds(): Promise<string[]>;
  /**
   * Marks an unfinished task as just re-queued (its updated_at), unless someone changed it since
   * `task` was read: true when this caller should enqueue it.
   */
  markResumed(task: StoredTask, now: Date): Promise<boolean>;
  /** PENDING / RUNNING → CANCELLED; null when it was not unfinished (or is gone). */
  cancel(programId: string, taskId: string, now: Date): Promise<StoredTask | null>;
  /** The task and its rejections; only finished tasks are removed. False when it is not. */
  remove(programId: string, taskId: string): Promise<boolean>;

  /** Takes the task for a run: RUNNING under `runId`. Null when it is finished or gone. */
  claim(
    programId: string,
    taskId: string,
    runId: string,
    now: Date,
  ): Promise<{ task: StoredTask; lease: TaskLease } | null>;
  /** A chunk: the kind's writes, progress, cursor and rejections, in one batch. */
  commitChunk(
    lease: TaskLease,
    write: (batch: WriteBatch) => void,
    progress: ChunkProgress,
    now: Date,
    prepared?: PreparedWrites,
  ): Promise<void>;
  produced(lease: TaskLease, path: string, now: Date): Promise<void>;
  finish(lease: TaskLease, outcome: TaskOutcome, now: Date): Promise<void>;
  /** After a cancel: the report of what was rejected before it (the task may be gone). */
  attachReport(programId: string, taskId: string, path: string): Promise<void>;
  /** The task's rejections in the order their chunks were committed. */
  rejections(programId: string, taskId: string): AsyncGenerator<Rejection>;
}

function trimmed(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function createTasksRepository(db: Firestore): TasksRepository {
  const read = async (programId: string, taskId: string) => {
    const snapshot = await taskRef(db, programId, taskId).get();
    return snapshot.exists ? snapshot : null;
  };

  /**
   * Commits `batch`, whose task update is conditioned on the lease. Refused: the task was
   * cancelled (TaskCancelledError), taken over or deleted (TaskLostError), or touched by
   * something else (built and tried again once from the task as it is). `ahead`, a batch holding
   * writes added before, is the first try's (`build` is told: it adds only what is left then).
   */
  const commitLeased = async (
    lease: TaskLease,
    build: (
      batch: WriteBatch,
      precondition: { lastUpdateTime: Timestamp },
      isAhead: boolean,
    ) => void,
    ahead?: WriteBatch,
  ): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      const batch = attempt === 0 && ahead ? ahead : db.batch();
      build(batch, { lastUpdateTime: lease.updateTime }, batch === ahead);
      try {
        const results = await batch.commit();
        const written = results[0]?.writeTime;
        if (written) lease.updateTime = written;
        return;
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === GRPC_NOT_FOUND) throw new TaskLostError();
        if (code !== GRPC_FAILED_PRECONDITION) throw error;
        const current = await read(lease.programId, lease.taskId);
        if (!current?.updateTime) throw new TaskLostError();
        const task = toStoredTask(lease.programId, current);
        if (task.status === 'CANCELLED') throw new TaskCancelledError();
        if (task.runId !== lease.runId || task.status !== 'RUNNING') throw new TaskLostError();
        // The task is as the run left it: the kind's own precondition failed, not ours.
        if (current.updateTime.isEqual(lease.updateTime) || attempt > 0) throw error;
        lease.updateTime = current.updateTime;
      }
    }
  };

  return {
    async create(start, now) {
      const ref = tasksCollection(db, start.programId).doc();
      await ref.create(newTaskData(start, now));
      return {
        id: ref.id,
        programId: start.programId,
        collectId: start.collectId,
        type: start.type,
        status: 'PENDING',
        label: start.label,
        progress: { done: 0, total: 0 },
        counts: { ...NO_TASK_COUNTS },
        input: start.input,
        cursor: null,
        createdBy: start.createdBy,
        createdAt: now,
        updatedAt: now,
        finishedAt: null,
        error: null,
        errorReportPath: null,
        filePath: null,
        runId: null,
        chunks: 0,
      };
    },

    async find(programId, taskId) {
      const snapshot = await read(programId, taskId);
      return snapshot ? toStoredTask(programId, snapshot) : null;
    },

    list(programId, filter, request) {
      const all = tasksCollection(db, programId);
      const query = filter.createdBy ? all.where('created_by._id', '==', filter.createdBy) : all;
      return readPage(query, NEWEST_FIRST, request, (doc) => toStoredTask(programId, doc));
    },

    async unfinished(programId) {
      const found = await tasksCollection(db, programId)
        .where('status', 'in', UNFINISHED)
        .limit(UNFINISHED_SCAN)
        .get();
      return found.docs.map((doc) => toStoredTask(programId, doc));
    },

    async programIds() {
      const read = await programsCollection(db).select().get();
      return read.docs.map((doc) => doc.id);
    },

    async markResumed(task, now) {
      const ref = taskRef(db, task.programId, task.id);
      const snapshot = await ref.get();
      if (!snapshot.exists || !snapshot.updateTime) return false;
      const current = toStoredTask(task.programId, snapshot);
      if (!UNFINISHED.includes(current.status)) return false;
      if (current.updatedAt.getTime() !== task.updatedAt.getTime()) return false;
      try {
        await ref.update({ updated_at: now }, { lastUpdateTime: snapshot.updateTime });
        return true;
      } catch (error) {
        // Another reader re-queued it first, or its runner wrote meanwhile.
        if (errorCodeOf(error) === GRPC_FAILED_PRECONDITION) return false;
        throw error;
      }
    },

    cancel(programId, taskId, now) {
      const ref = taskRef(db, programId, taskId);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const task = toStoredTask(programId, snapshot);
        if (!UNFINISHED.includes(task.status)) return null;
        tx.update(ref, { status: 'CANCELLED', updated_at: now, finished_at: now });
        return { ...task, status: 'CANCELLED' as const, updatedAt: now, finishedAt: now };
      });
    },

    async remove(programId, taskId) {
      const ref = taskRef(db, programId, taskId);
      const removed = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return true;
        if (UNFINISHED.includes(toStoredTask(programId, snapshot).status)) return false;
        tx.delete(ref);
        return true;
      });
      if (removed) await db.recursiveDelete(taskRejectionsCollection(db, programId, taskId));
      return removed;
    },

    async claim(programId, taskId, runId, now) {
      const ref = taskRef(db, programId, taskId);
      // Conditioned on the read: of two runners claiming at once, one wins, the other re-reads.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const snapshot = await ref.get();
        if (!snapshot.exists || !snapshot.updateTime) return null;
        const task = toStoredTask(programId, snapshot);
        if (!UNFINISHED.includes(task.status)) return null;
        try {
          const result = await ref.update(
            { status: 'RUNNING', run_id: runId, updated_at: now },
            { lastUpdateTime: snapshot.updateTime },
          );
          const lease: TaskLease = {
            programId,
            taskId,
            runId,
            updateTime: result.writeTime,
            chunks: task.chunks,
          };
          return { task: { ...task, status: 'RUNNING', runId, updatedAt: now }, lease };
        } catch (error) {
          if (errorCodeOf(error) !== GRPC_FAILED_PRECONDITION) throw error;
        }
      }
      return null;
    },

    async commitChunk(lease, write, progress, now, prepared) {
      const rejections = progress.rejections ?? [];
      const parts: Rejection[][] = [];
      for (let at = 0; at < rejections.length; at += REJECTIONS_PER_DOC) {
        parts.push(
          rejections.slice(at, at + REJECTIONS_PER_DOC).map((rejection) => ({
            at: trimmed(rejection.at, AT_MAX),
            reason: trimmed(rejection.reason, REASON_MAX),
          })),
        );
      }
      if (parts.length > REJECTION_DOCS_MAX) {
        throw new Error(`A chunk may reject ${REJECTIONS_PER_DOC * REJECTION_DOCS_MAX} at most`);
      }
      const sequence = lease.chunks + 1;
      const counts = progress.counts ?? {};
      const changes: DocumentData = {
        'progress.done': FieldValue.increment(progress.done),
        cursor: storedJson(progress.cursor),
        chunks: sequence,
        updated_at: now,
      };
      if (progress.total !== undefined) changes['progress.total'] = progress.total;
      for (const [key, value] of Object.entries(counts)) {
        if (value) changes[`counts.${key}`] = FieldValue.increment(value);
      }
      const rejectionsOf = taskRejectionsCollection(db, lease.programId, lease.taskId);
      const build = (
        batch: WriteBatch,
        precondition: { lastUpdateTime: Timestamp },
        isAhead: boolean,
      ) => {
        if (isAhead && prepared) prepared.complete(batch);
        else write(batch);
        parts.forEach((items, part) => {
          // Ordered by chunk, then part: the report lists rows as they were committed.
          const id = `${String(sequence).padStart(9, '0')}-${String(part).padStart(2, '0')}`;
          batch.set(rejectionsOf.doc(id), { items });
        });
        batch.update(taskRef(db, lease.programId, lease.taskId), changes, precondition);
      };
      await commitLeased(lease, build, prepared?.batch);
      lease.chunks = sequence;
    },

    async produced(lease, path, now) {
      await commitLeased(lease, (batch, precondition) => {
        batch.update(
          taskRef(db, lease.programId, lease.taskId),
          { file_path: path, updated_at: now },
          precondition,
        );
      });
    },

    async finish(lease, outcome, now) {
      await commitLeased(lease, (batch, precondition) => {
        batch.update(
          taskRef(db, lease.programId, lease.taskId),
          {
            status: outcome.status,
            error: outcome.error,
            error_report_path: outcome.errorReportPath,
            updated_at: now,
            finished_at: now,
          },
          precondition,
        );
      });
    },

    async attachReport(programId, taskId, path) {
      try {
        await taskRef(db, programId, taskId).update({ error_report_path: path });
      } catch (error) {
        if (errorCodeOf(error) !== GRPC_NOT_FOUND) throw error;
      }
    },

    async *rejections(programId, taskId) {
      const collection = taskRejectionsCollection(db, programId, taskId);
      let after: string | null = null;
      for (;;) {
        let query = collection.orderBy(FieldPath.documentId()).limit(50);
        if (after !== null) query = query.startAfter(after);
        const page = await query.get();
        for (const doc of page.docs) {
          const items: unknown = doc.get('items');
          if (!Array.isArray(items)) continue;
          for (const item of items as { at?: unknown; reason?: unknown }[]) {
            yield { at: String(item.at ?? ''), reason: String(item.reason ?? '') };
          }
        }
        if (page.size < 50) return;
        after = page.docs.at(-1)?.id ?? null;
      }
    },
  };
}
