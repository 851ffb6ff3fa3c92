import { currentUserOf } from '../../http/authenticate.js';
import { programIdParam } from '../../http/path-params.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { programEndpoints } from '../../shared/contract/program.endpoints.js';
import { readCreateProgramForm, readEditProgramForm } from './program-form.js';
import { createProgramsService } from './programs.service.js';
import type { ProgramsDeps } from './programs.service.js';

export function mountPrograms(api: ApiRoutes, deps: ProgramsDeps): void {
  const programs = createProgramsService(deps);

  jsonRoute(api, programEndpoints.list, async (_req, res) => ({
    programs: await programs.listVisible(currentUserOf(res)),
  }));

  jsonRoute(api, programEndpoints.create, async (req, res) => {
    const current = currentUserOf(res);
    programs.assertCanCreate(current);
    const input = await readCreateProgramForm(req);
    return programs.create(current, input, contextOf(res).logger);
  });

  jsonRoute(api, programEndpoints.get, async (req, res) => ({
    program: await programs.get(currentUserOf(res), programIdParam(req)),
  }));

  jsonRoute(api, programEndpoints.edit, async (req, res) => {
    const current = currentUserOf(res);
    const programId = programIdParam(req);
    programs.assertCanEdit(current, programId);
    const input = await readEditProgramForm(req);
    return programs.edit(current, programId, input, contextOf(res).logger);
  });

  jsonRoute(api, programEndpoints.delete, (req, res) =>
    programs.delete(currentUserOf(res), programIdParam(req), contextOf(res).logger),
  );
}
