import type { Request } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import { milestoneEndpoints } from '../../shared/contract/milestone.endpoints.js';
import {
  createMilestoneRequestSchema,
  milestonesQuerySchema,
  updateMilestoneRequestSchema,
} from '../../shared/contract/milestone.schema.js';
import { createMilestonesService } from './milestones.service.js';
import type { MilestonesDeps } from './milestones.service.js';

/** `?lang=` names the language of the titles answered; English when absent. */
const langOf = (req: Request): Locale => parseInput(milestonesQuerySchema, req.query).lang ?? 'en';

/** A program's milestones (SPEC.md §7 "GET milestones"): listed, added, changed, deleted. */
export function mountMilestones(api: ApiRoutes, deps: MilestonesDeps): void {
  const milestones = createMilestonesService(deps);

  jsonRoute(api, milestoneEndpoints.list, async (req, res) => {
    const programId = programIdParam(req);
    const lang = langOf(req);
    return { milestones: await milestones.list(currentUserOf(res), programId, lang) };
  });

  jsonRoute(api, milestoneEndpoints.create, async (req, res) => {
    const programId = programIdParam(req);
    const lang = langOf(req);
    const input = parseInput(createMilestoneRequestSchema, req.body);
    return { milestone: await milestones.create(currentUserOf(res), programId, input, lang) };
  });

  jsonRoute(api, milestoneEndpoints.update, async (req, res) => {
    const programId = programIdParam(req);
    const id = idParam(req, 'milestone_id');
    const lang = langOf(req);
    const input = parseInput(updateMilestoneRequestSchema, req.body);
    return { milestone: await milestones.update(currentUserOf(res), programId, id, input, lang) };
  });

  jsonRoute(api, milestoneEndpoints.delete, (req, res) => {
    const programId = programIdParam(req);
    return milestones.delete(currentUserOf(res), programId, idParam(req, 'milestone_id'));
  });
}
