import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../core/clock.js';
import type { Logger } from '../core/logger.js';
import { userGroupsCollection } from '../db/collections.js';
import { ruleActivity } from '../modules/attribution-rules/attribution-rule-presenter.js';
import { createAttributionRulesRepository } from '../modules/attribution-rules/attribution-rules.repository.js';
import { createRecordAccessRepository } from '../modules/record-access/record-access.repository.js';
import { applyRulesHandler } from '../modules/record-access/record-access.service.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import { BENEFICIARIES } from './seed-collects.js';

/** The region the demo group's rule gives: about a quarter of the beneficiaries. */
export const DEMO_RULE_REGION = 'north';

/**
 * The demo contributor's reach (issue 12): their user group gets a WRITE rule on the
 * beneficiaries of one region, so signing in as them shows a quarter of the collect (and
 * lets them add and edit records of that region). Created once, when the collect has no rule;
 * the records learn the condition before the seed answers.
 */
export async function ensureDemoRules(
  deps: { readonly db: Firestore; readonly clock: Clock; readonly logger: Logger },
  programId: string,
  admin: PersonRef,
): Promise<boolean> {
  const rules = createAttributionRulesRepository(deps.db);
  const collect = await rules.findCollect(BENEFICIARIES.id);
  if (!collect) return false;
  const existing = await rules.list(collect, {}, { size: 1, page: 1, cursor: null });
  if (existing.total > 0) return false;
  const group = (await userGroupsCollection(deps.db, programId).limit(1).get()).docs[0];
  if (!group) return false;
  await rules.create(
    collect,
    {
      subject: { user_group_id: group.id },
      permission: 'WRITE',
      condition: { field: 'region', operator: 'IN', values: [DEMO_RULE_REGION] },
    },
    {
      actor: admin,
      now: deps.clock.now(),
      describe: (stored, rule, subject) =>
        ruleActivity('ATTRIBUTION_RULE_CREATED', stored, rule, subject),
    },
  );
  const access = createRecordAccessRepository(deps.db, { throttle: false });
  const pending = await access.refreshCollect(programId, collect.id, deps.clock.now());
  if (pending) await applyRulesHandler({ access, ...deps })({ ...pending });
  return true;
}
