import { z } from 'zod/mini';
import { isoDateSchema, paginatedSchema } from './common.schema.js';
import { personRefSchema } from './invitation.schema.js';

// Long work as task documents (SPEC §3, §7; ARCHITECTURE §4): the call that starts it answers
// at once with the task, which a queue function works through in chunks; its progress, counts
// and outcome are what the tasks screen shows.

export const TASK_TYPES = [
  'IMPORT_CONTENT',
  'EXPORT',
  'BULK_UPDATE',
  'APPLY_ATTRIBUTION_RULES',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** pending → running → done | failed | cancelled. */
export const TASK_STATUSES = ['PENDING', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const FINISHED_TASK_STATUSES: readonly TaskStatus[] = ['DONE', 'FAILED', 'CANCELLED'];

export const taskCountsSchema = z.object({
  created: z.number().check(z.int(), z.minimum(0)),
  updated: z.number().check(z.int(), z.minimum(0)),
  unchanged: z.number().check(z.int(), z.minimum(0)),
  rejected: z.number().check(z.int(), z.minimum(0)),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;

export const NO_TASK_COUNTS: TaskCounts = { created: 0, updated: 0, unchanged: 0, rejected: 0 };

export const taskSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  collect_id: z.nullable(z.string()),
  type: z.enum(TASK_TYPES),
  status: z.enum(TASK_STATUSES),
  /** Rows (imports), records (exports, bulk updates) done of the total; total 0 until known. */
  progress: z.object({
    done: z.number().check(z.int(), z.minimum(0)),
    total: z.number().check(z.int(), z.minimum(0)),
  }),
  counts: taskCountsSchema,
  /** What it works on, in words: a file name, a sheet, "12 selected records". */
  label: z.string(),
  created_by: z.nullable(personRefSchema),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
  finished_at: z.nullable(isoDateSchema),
  /** Why it failed, in words a manager can act on. */
  error: z.nullable(z.string()),
  /** A signed link to the CSV of rejected rows and their reasons, when there are any. */
  error_report_url: z.nullable(z.string()),
  /** A signed link to what it produced (exports). */
  file_url: z.nullable(z.string()),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /api/programs/{programId}/tasks?page= */
export const tasksResponseSchema = paginatedSchema('tasks', taskSchema);
export type TasksResponse = z.infer<typeof tasksResponseSchema>;

export const taskResponseSchema = z.object({ task: taskSchema });
export type TaskResponse = z.infer<typeof taskResponseSchema>;
