import type { Request } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam } from '../../http/path-params.js';
import { requestLocale } from '../../http/request-locale.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { attributionRuleEndpoints } from '../../shared/contract/attribution-rule.endpoints.js';
import {
  attributionRulesQuerySchema,
  createAttributionRuleRequestSchema,
  updateAttributionRuleRequestSchema,
} from '../../shared/contract/attribution-rule.schema.js';
import { createAttributionRulesService } from './attribution-rules.service.js';
import type { AttributionRulesDeps, RuleScope } from './attribution-rules.service.js';

const scopeOf = (req: Request): RuleScope => ({
  collectId: idParam(req, 'collect_id'),
  locale: requestLocale(req),
});

/** Attribution rules (SPEC.md §7): a collect's rules, listed, created, read, changed, deleted. */
export function mountAttributionRules(api: ApiRoutes, deps: AttributionRulesDeps): void {
  const rules = createAttributionRulesService(deps);

  jsonRoute(api, attributionRuleEndpoints.list, (req, res) => {
    const scope = scopeOf(req);
    return rules.list(
      currentUserOf(res),
      scope,
      parseInput(attributionRulesQuerySchema, req.query),
    );
  });

  jsonRoute(api, attributionRuleEndpoints.create, async (req, res) => {
    const scope = scopeOf(req);
    const input = parseInput(createAttributionRuleRequestSchema, req.body);
    return { attributionRule: await rules.create(currentUserOf(res), scope, input) };
  });

  jsonRoute(api, attributionRuleEndpoints.get, async (req, res) => {
    const scope = scopeOf(req);
    const ruleId = idParam(req, 'rule_id');
    return { attributionRule: await rules.get(currentUserOf(res), scope, ruleId) };
  });

  jsonRoute(api, attributionRuleEndpoints.update, async (req, res) => {
    const scope = scopeOf(req);
    const ruleId = idParam(req, 'rule_id');
    const input = parseInput(updateAttributionRuleRequestSchema, req.body);
    return { attributionRule: await rules.update(currentUserOf(res), scope, ruleId, input) };
  });

  jsonRoute(api, attributionRuleEndpoints.delete, (req, res) => {
    const scope = scopeOf(req);
    const ruleId = idParam(req, 'rule_id');
    return rules.delete(currentUserOf(res), scope, ruleId);
  });
}
