import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { memberEndpoints } from '../../shared/contract/member.endpoints.js';
import { membersQuerySchema, roleEditRequestSchema } from '../../shared/contract/member.schema.js';
import { createMembersService } from './members.service.js';
import type { MembersDeps } from './members.service.js';

export function mountMembers(api: ApiRoutes, deps: MembersDeps): void {
  const members = createMembersService(deps);

  jsonRoute(api, memberEndpoints.list, (req, res) =>
    members.list(
      currentUserOf(res),
      programIdParam(req),
      parseInput(membersQuerySchema, req.query),
    ),
  );

  jsonRoute(api, memberEndpoints.editRole, async (req, res) => ({
    member: await members.editRole(currentUserOf(res), parseInput(roleEditRequestSchema, req.body)),
  }));

  jsonRoute(api, memberEndpoints.remove, (req, res) =>
    members.remove(currentUserOf(res), programIdParam(req), idParam(req, 'user_id')),
  );
}
