import type { Clock } from '../../core/clock.js';
import { appError, forbidden, invalidField, notFound } from '../../core/errors.js';
import { pageInfo, pageRequest } from '../../core/pagination.js';
import { actorOf } from '../../core/person-ref.js';
import type { AttributionRuleContent } from '../../db/attribution-rule-document.js';
import type { StoredCollect } from '../../db/collect-document.js';
import type { CurrentUser } from '../../http/request-context.js';
import { PAGE_SIZE } from '../../shared/constants.js';
import type { ActivityAction } from '../../shared/contract/activity.schema.js';
import { checkCondition } from '../../shared/contract/attribution-condition.js';
import type {
  AttributionConditionInput,
  AttributionRule,
  AttributionRulesQuery,
  AttributionRulesResponse,
  CreateAttributionRuleRequest,
  UpdateAttributionRuleRequest,
} from '../../shared/contract/attribution-rule.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import { canManageCollects } from '../../shared/permissions/program-content.js';
import { subjectKey } from './attribution-rules.repository.js';
import type { AttributionRulesRepository, RuleLog } from './attribution-rules.repository.js';
import { ruleActivity, toAttributionRule } from './attribution-rule-presenter.js';

export interface AttributionRulesDeps {
  readonly rules: AttributionRulesRepository;
  /**
   * Called after every change: access documents follow before the call answers, records
   * learn a new condition in a task (modules/record-access).
   */
  readonly rulesChanged: (programId: string, collectId: string) => Promise<void>;
  readonly clock: Clock;
}

/** The collect of the path and the language labels are answered in. */
export interface RuleScope {
  readonly collectId: string;
  readonly locale: Locale;
}

export interface AttributionRulesService {
  list(
    current: CurrentUser,
    scope: RuleScope,
    query: AttributionRulesQuery,
  ): Promise<AttributionRulesResponse>;
  get(current: CurrentUser, scope: RuleScope, ruleId: string): Promise<AttributionRule>;
  create(
    current: CurrentUser,
    scope: RuleScope,
    input: CreateAttributionRuleRequest,
  ): Promise<AttributionRule>;
  update(
    current: CurrentUser,
    scope: RuleScope,
    ruleId: string,
    input: UpdateAttributionRuleRequest,
  ): Promise<AttributionRule>;
  delete(current: CurrentUser, scope: RuleScope, ruleId: string): Promise<{ _id: string }>;
}

type RuleAction = Extract<ActivityAction, `ATTRIBUTION_RULE_${string}`>;

const MANAGERS_ONLY = 'Only administrators and the program’s managers manage attribution rules';

export function createAttributionRulesService(deps: AttributionRulesDeps): AttributionRulesService {
  const { rules, clock } = deps;

  /** The path's collect (404 when unknown or being deleted), managed by the caller (403). */
  const managedCollect = async (current: CurrentUser, collectId: string) => {
    const collect = await rules.findCollect(collectId);
    if (!collect) throw notFound('Collect not found');
    if (!canManageCollects(current, collect.programId)) throw forbidden(MANAGERS_ONLY);
    return collect;
  };

  /** The condition as it will be stored: its field one of the model's, its values fitting it. */
  const checkedCondition = async (
    collect: StoredCollect,
    condition: AttributionConditionInput | null,
  ) => {
    if (!condition) return null;
    const model = collect.modelId ? await rules.findModel(collect.modelId) : null;
    const checked = checkCondition(condition, model?.fields ?? []);
    if (checked.ok) return checked.condition;
    const message = checked.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    throw appError('VALIDATION_ERROR', message, { issues: checked.issues });
  };

  const log = (current: CurrentUser, action: RuleAction): RuleLog => ({
    actor: actorOf(current),
    now: clock.now(),
    describe: (collect, rule, subject) => ruleActivity(action, collect, rule, subject),
  });

  return {
    async list(current, { collectId, locale }, query) {
      const collect = await managedCollect(current, collectId);
      const page = await rules.list(
        collect,
        { userId: query.user_id, userGroupId: query.user_group_id },
        pageRequest(query, PAGE_SIZE),
      );
      const names = await rules.names(
        collect.programId,
        page.items.map((rule) => rule.subject),
      );
      return {
        attributionRules: page.items.map((rule) =>
          toAttributionRule(rule, names.get(subjectKey(rule.subject)) ?? null, locale),
        ),
        ...pageInfo(page, PAGE_SIZE),
      };
    },
    async get(current, { collectId, locale }, ruleId) {
      const collect = await managedCollect(current, collectId);
      const rule = await rules.find(collect, ruleId);
      if (!rule) throw notFound('Attribution rule not found');
      const names = await rules.names(collect.programId, [rule.subject]);
      return toAttributionRule(rule, names.get(subjectKey(rule.subject)) ?? null, locale);
    },
    async create(current, { collectId, locale }, input) {
      if (input.collect_id !== collectId) {
        throw invalidField('collect_id', 'Must be the collect of the path');
      }
      const collect = await managedCollect(current, collectId);
      const content: AttributionRuleContent = {
        subject: input.subject,
        permission: input.permission,
        condition: await checkedCondition(collect, input.condition),
      };
      const written = await rules.create(
        collect,
        content,
        log(current, 'ATTRIBUTION_RULE_CREATED'),
      );
      await deps.rulesChanged(collect.programId, collect.id);
      return toAttributionRule(written.rule, written.subject, locale);
    },
    async update(current, { collectId, locale }, ruleId, input) {
      if (input.collect_id !== undefined && input.collect_id !== collectId) {
        throw invalidField('collect_id', 'Must be the collect of the path');
      }
      const collect = await managedCollect(current, collectId);
      const condition =
        input.condition === undefined
          ? undefined
          : await checkedCondition(collect, input.condition);
      const written = await rules.update(
        collect,
        ruleId,
        (before) => ({
          subject: input.subject ?? before.subject,
          permission: input.permission ?? before.permission,
          condition: condition === undefined ? before.condition : condition,
        }),
        log(current, 'ATTRIBUTION_RULE_UPDATED'),
      );
      await deps.rulesChanged(collect.programId, collect.id);
      return toAttributionRule(written.rule, written.subject, locale);
    },
    async delete(current, { collectId }, ruleId) {
      const collect = await managedCollect(current, collectId);
      await rules.delete(collect, ruleId, log(current, 'ATTRIBUTION_RULE_DELETED'));
      await deps.rulesChanged(collect.programId, collect.id);
      return { _id: ruleId };
    },
  };
}
