import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { taskEndpoints, tasksQuerySchema } from '../../shared/contract/task.endpoints.js';
import { createTasksService } from './tasks.service.js';
import type { TasksServiceDeps } from './tasks.service.js';

export function mountTasks(api: ApiRoutes, deps: TasksServiceDeps): void {
  const tasks = createTasksService(deps);
  jsonRoute(api, taskEndpoints.list, (req, res) =>
    tasks.list(currentUserOf(res), programIdParam(req), parseInput(tasksQuerySchema, req.query)),
  );
  jsonRoute(api, taskEndpoints.get, (req, res) =>
    tasks.get(currentUserOf(res), programIdParam(req), idParam(req, 'taskId')),
  );
  jsonRoute(api, taskEndpoints.delete, (req, res) =>
    tasks.remove(currentUserOf(res), programIdParam(req), idParam(req, 'taskId')),
  );
}
