import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { BlobStore } from '../core/blobs/blob-store.js';
import { storedDateSchema } from '../core/firestore-values.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import { personRefSchema } from '../shared/contract/invitation.schema.js';
import { NO_TASK_COUNTS, TASK_STATUSES, TASK_TYPES } from '../shared/contract/task.schema.js';
import type { Task, TaskCounts, TaskStatus, TaskType } from '../shared/contract/task.schema.js';
import { tasksCollection } from './collections.js';

// `programs/{p}/tasks/{id}`: long work (imports, exports, bulk updates, rule applies). Written by
// modules/tasks (start, chunks, outcome, cancel, delete) and, for APPLY_ATTRIBUTION_RULES, by
// modules/record-access in the same shape. `input` and `cursor` are the kind's own JSON, kept as
// JSON text: Firestore refuses nested arrays and `undefined`, which a kind's shape may hold.
// `run_id` names the runner that holds the task: a runner that lost it (a resumed copy took
// over) sees its next write refused and stops. Rejected rows live under `rejections/{seq}`, a
// document per committed chunk (and part), written in the chunk's own batch.

/** How long the links of a task answer (error report, produced file) stay valid. */
export const TASK_LINK_TTL_SECONDS = 60 * 60;

export const REJECTIONS = 'rejections';

export const taskRef = (db: Firestore, programId: string, taskId: string) =>
  tasksCollection(db, programId).doc(taskId);

export const taskRejectionsCollection = (db: Firestore, programId: string, taskId: string) =>
  taskRef(db, programId, taskId).collection(REJECTIONS);

/** Where a task's error report is kept in the BlobStore. */
export function errorReportPath(programId: string, taskId: string): string {
  return `tasks/${programId}/${taskId}/error-report.csv`;
}

const countsSchema = z.object({
  created: z.number().default(0),
  updated: z.number().default(0),
  unchanged: z.number().default(0),
  rejected: z.number().default(0),
});

const storedTaskSchema = z.object({
  type: z.enum(TASK_TYPES),
  status: z.enum(TASK_STATUSES),
  collect_id: z.string().nullable().default(null),
  label: z.string().default(''),
  progress: z
    .object({ done: z.number().default(0), total: z.number().default(0) })
    .default({ done: 0, total: 0 }),
  counts: countsSchema.default({ ...NO_TASK_COUNTS }),
  input: z.string().nullable().default(null),
  cursor: z.string().nullable().default(null),
  created_by: z._default(z.nullable(personRefSchema), null),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
  finished_at: z._default(z.nullable(storedDateSchema), null),
  error: z.string().nullable().default(null),
  error_report_path: z.string().nullable().default(null),
  file_path: z.string().nullable().default(null),
  run_id: z.string().nullable().default(null),
  chunks: z.number().int().min(0).default(0),
});

/** A task document as the tasks module reads it. */
export interface StoredTask {
  readonly id: string;
  readonly programId: string;
  readonly collectId: string | null;
  readonly type: TaskType;
  readonly status: TaskStatus;
  readonly label: string;
  readonly progress: { readonly done: number; readonly total: number };
  readonly counts: TaskCounts;
  readonly input: unknown;
  readonly cursor: unknown;
  readonly createdBy: PersonRef | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly finishedAt: Date | null;
  readonly error: string | null;
  readonly errorReportPath: string | null;
  readonly filePath: string | null;
  readonly runId: string | null;
  /** Chunks committed so far: numbers the rejection documents in order. */
  readonly chunks: number;
}

/** JSON text for `input` / `cursor`; null stays null. */
export function storedJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function parsedJson(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

export function toStoredTask(programId: string, snapshot: DocumentSnapshot): StoredTask {
  const stored = storedTaskSchema.parse(snapshot.data());
  return {
    id: snapshot.id,
    programId,
    collectId: stored.collect_id,
    type: stored.type,
    status: stored.status,
    label: stored.label,
    progress: stored.progress,
    counts: stored.counts,
    input: parsedJson(stored.input),
    cursor: parsedJson(stored.cursor),
    createdBy: stored.created_by,
    createdAt: stored.created_at,
    updatedAt: stored.updated_at,
    finishedAt: stored.finished_at,
    error: stored.error,
    errorReportPath: stored.error_report_path,
    filePath: stored.file_path,
    runId: stored.run_id,
    chunks: stored.chunks,
  };
}

/** The fields of a new task, PENDING, as every writer stores it. */
export function newTaskData(
  task: {
    readonly programId: string;
    readonly collectId: string | null;
    readonly type: TaskType;
    readonly label: string;
    readonly input: unknown;
    readonly createdBy: PersonRef | null;
  },
  now: Date,
) {
  return {
    type: task.type,
    status: 'PENDING' as TaskStatus,
    program_id: task.programId,
    collect_id: task.collectId,
    label: task.label,
    progress: { done: 0, total: 0 },
    counts: { ...NO_TASK_COUNTS },
    input: storedJson(task.input),
    cursor: null,
    created_by: task.createdBy ? { ...task.createdBy } : null,
    created_at: now,
    updated_at: now,
    finished_at: null,
    error: null,
    error_report_path: null,
    file_path: null,
    run_id: null,
    chunks: 0,
  };
}

/** The contract's Task: stored paths become signed links, valid for TASK_LINK_TTL_SECONDS. */
export async function toTask(task: StoredTask, blobs: BlobStore): Promise<Task> {
  const link = (path: string | null) =>
    path ? blobs.signedUrl(path, TASK_LINK_TTL_SECONDS) : Promise.resolve(null);
  const [errorReportUrl, fileUrl] = await Promise.all([
    link(task.errorReportPath),
    link(task.filePath),
  ]);
  return {
    _id: task.id,
    program_id: task.programId,
    collect_id: task.collectId,
    type: task.type,
    status: task.status,
    progress: task.progress,
    counts: task.counts,
    label: task.label,
    created_by: task.createdBy,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
    finished_at: task.finishedAt?.toISOString() ?? null,
    error: task.error,
    error_report_url: errorReportUrl,
    file_url: fileUrl,
  };
}
