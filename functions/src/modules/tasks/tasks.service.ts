import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { Clock } from '../../core/clock.js';
import { appError, forbidden, notFound } from '../../core/errors.js';
import { pageInfo, pageRequest } from '../../core/pagination.js';
import { toTask } from '../../db/task-document.js';
import type { StoredTask } from '../../db/task-document.js';
import type { CurrentUser } from '../../http/request-context.js';
import { PAGE_SIZE } from '../../shared/constants.js';
import type { TaskDeletionResponse, TasksQuery } from '../../shared/contract/task.endpoints.js';
import type { TaskResponse, TasksResponse } from '../../shared/contract/task.schema.js';
import {
  canAccessProgram,
  isProgramManager,
  isSuperAdmin,
} from '../../shared/permissions/roles.js';
import type { Subject } from '../../shared/permissions/roles.js';
import { resumeStaleTasks } from './task-resume.js';
import type { TaskResumeDeps } from './task-resume.js';
import type { TasksRepository } from './tasks.repository.js';

export interface TasksServiceDeps extends TaskResumeDeps {
  readonly tasks: TasksRepository;
  readonly blobs: BlobStore;
  readonly clock: Clock;
}

export interface TasksService {
  list(current: CurrentUser, programId: string, query: TasksQuery): Promise<TasksResponse>;
  get(current: CurrentUser, programId: string, taskId: string): Promise<TaskResponse>;
  /** Cancels an unfinished task, deletes a finished one. */
  remove(current: CurrentUser, programId: string, taskId: string): Promise<TaskDeletionResponse>;
}

/** Administrators and managers see (and stop) all of a program's tasks. */
function seesAllTasks(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || isProgramManager(subject, programId);
}

/** Others see the tasks they started, in programs they belong to. */
function seesTask(subject: Subject, task: StoredTask): boolean {
  return seesAllTasks(subject, task.programId) || task.createdBy?._id === subject.uid;
}

export function createTasksService(deps: TasksServiceDeps): TasksService {
  const { tasks, blobs, clock } = deps;

  const checkProgram = (current: CurrentUser, programId: string) => {
    if (!canAccessProgram(current, programId)) {
      throw forbidden('You are not a member of this program');
    }
  };

  /** The task, or a 404 when it does not exist or is not the caller's to see. */
  const visibleTask = async (current: CurrentUser, programId: string, taskId: string) => {
    checkProgram(current, programId);
    const task = await tasks.find(programId, taskId);
    if (!task || !seesTask(current, task)) throw notFound('Task not found');
    return task;
  };

  return {
    async list(current, programId, query) {
      checkProgram(current, programId);
      await resumeStaleTasks(deps, programId);
      const page = await tasks.list(
        programId,
        { createdBy: seesAllTasks(current, programId) ? null : current.uid },
        pageRequest(query, PAGE_SIZE),
      );
      const items = await Promise.all(page.items.map((task) => toTask(task, blobs)));
      return { tasks: items, ...pageInfo(page, PAGE_SIZE) };
    },

    async get(current, programId, taskId) {
      return { task: await toTask(await visibleTask(current, programId, taskId), blobs) };
    },

    async remove(current, programId, taskId) {
      const task = await visibleTask(current, programId, taskId);
      if (task.status === 'PENDING' || task.status === 'RUNNING') {
        if (task.type === 'APPLY_ATTRIBUTION_RULES') {
          throw appError(
            'CONFLICT',
            'Access rules being applied cannot be cancelled: they finish on their own',
          );
        }
        const cancelled = await tasks.cancel(programId, taskId, clock.now());
        // Finished meanwhile: a second DELETE removes it.
        if (!cancelled) throw appError('CONFLICT', 'The task has just finished; delete it again');
        return { _id: taskId, outcome: 'CANCELLED' };
      }
      if (!(await tasks.remove(programId, taskId))) {
        throw appError('CONFLICT', 'The task is running again; cancel it first');
      }
      await Promise.all(
        [task.errorReportPath, task.filePath].flatMap((path) => (path ? [blobs.delete(path)] : [])),
      );
      return { _id: taskId, outcome: 'DELETED' };
    },
  };
}
