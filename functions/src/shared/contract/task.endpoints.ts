import { z } from 'zod/mini';
import { PAGE_SIZE } from '../constants.js';
import { cursorQuerySchema, PAGING_DESCRIPTION, pageSchema } from './common.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import { taskResponseSchema, tasksResponseSchema } from './task.schema.js';

/** GET /api/programs/{programId}/tasks: newest first, PAGE_SIZE a page. */
export const tasksQuerySchema = z.object({ page: pageSchema, cursor: cursorQuerySchema });
export type TasksQuery = z.infer<typeof tasksQuerySchema>;

/** DELETE answers what happened: a running task is cancelled, a finished one deleted. */
export const taskDeletionResponseSchema = z.object({
  _id: z.string(),
  outcome: z.enum(['CANCELLED', 'DELETED']),
});
export type TaskDeletionResponse = z.infer<typeof taskDeletionResponseSchema>;

const WHO =
  'Administrators and managers of the program see all its tasks; contributors see the tasks they started.';

export const taskEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/programs/:programId/tasks',
    tag: 'Tasks',
    summary: "A program's tasks (imports, exports, bulk updates, access rules), newest first",
    description: `${WHO} ${PAGE_SIZE} tasks a page. ${PAGING_DESCRIPTION} Reading the list also queues again any task whose run stopped answering (no progress for 2 minutes): it continues from its last committed chunk.`,
    auth: true,
    query: tasksQuerySchema,
    response: {
      status: 200,
      description: 'Tasks with page totals; error_report_url and file_url are links valid 1 hour',
      contentType: 'application/json',
      schema: tasksResponseSchema,
    },
    errors: INPUT_AUTH_ERRORS,
  }),
  get: endpoint({
    method: 'get',
    path: '/programs/:programId/tasks/:taskId',
    tag: 'Tasks',
    summary: 'One task: status, progress, counts and links',
    description: `${WHO} A task the caller may not see is a 404.`,
    auth: true,
    response: {
      status: 200,
      description: 'The task',
      contentType: 'application/json',
      schema: taskResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  delete: endpoint({
    method: 'delete',
    path: '/programs/:programId/tasks/:taskId',
    tag: 'Tasks',
    summary: 'Cancel a pending or running task, or delete a finished one',
    description:
      'By the person who started it, or an administrator or manager of the program. A cancelled task stops before its next chunk: what it committed stays, nothing is half written. Applying access rules cannot be cancelled (409); it finishes on its own.',
    auth: true,
    response: {
      status: 200,
      description: 'CANCELLED (it was running) or DELETED (it was finished)',
      contentType: 'application/json',
      schema: taskDeletionResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
};
