import { createHash } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import {
  ATTRIBUTION_PERMISSIONS,
  CONDITION_OPERATORS,
} from '../shared/contract/attribution-rule.schema.js';
import type {
  AttributionPermission,
  SubjectType,
} from '../shared/contract/attribution-rule.schema.js';
import { personRefSchema } from '../shared/contract/invitation.schema.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import type {
  AttributionCondition,
  AttributionRuleGrant,
  RuleSubject,
} from '../shared/permissions/collect-access.js';

// `programs/{p}/collects/{c}/attributionRules/{ruleId}`: rule_id (= the document id), program_id,
// collect_id, subject {user_id} | {user_group_id}, permission READ | WRITE, condition {field,
// operator IN | NOT_IN, values[]} | null, rule_key (a digest of subject, permission and
// condition: two rules with the same key would grant the same thing), created_at, updated_at,
// created_by (PersonRef). Written only by modules/attribution-rules/attribution-rules.repository.ts,
// which bumps the collect's `rules_version` with every change; deleted with their collect by
// modules/collects/collect-deletion.repository.ts.

export const RULE_SUBJECT_USER = 'subject.user_id';
export const RULE_SUBJECT_GROUP = 'subject.user_group_id';
export const RULE_KEY = 'rule_key';

const storedSubjectSchema = z.union([
  z.object({ user_id: z.string() }),
  z.object({ user_group_id: z.string() }),
]);

const storedConditionSchema = z.object({
  field: z.string(),
  operator: z.enum(CONDITION_OPERATORS),
  values: z.array(z.union([z.string(), z.number(), z.boolean()])),
});

const storedRuleSchema = z.object({
  subject: storedSubjectSchema,
  permission: z.enum(ATTRIBUTION_PERMISSIONS),
  condition: z._default(z.nullable(storedConditionSchema), null),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
  created_by: z._default(z.nullable(personRefSchema), null),
});

/** A rule as the api works with it (services shape the answers). */
export interface StoredAttributionRule {
  readonly id: string;
  readonly programId: string;
  readonly collectId: string;
  readonly subject: RuleSubject;
  readonly permission: AttributionPermission;
  readonly condition: AttributionCondition | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly createdBy: PersonRef | null;
}

/** What a rule says, apart from where it lives and when it was written. */
export interface AttributionRuleContent {
  readonly subject: RuleSubject;
  readonly permission: AttributionPermission;
  readonly condition: AttributionCondition | null;
}

/** The rule's collect and program are its parent documents. */
export function toStoredAttributionRule(snapshot: DocumentSnapshot): StoredAttributionRule {
  const stored = storedRuleSchema.parse(snapshot.data());
  const collect = snapshot.ref.parent.parent;
  return {
    id: snapshot.id,
    programId: collect?.parent.parent?.id ?? '',
    collectId: collect?.id ?? '',
    subject: stored.subject,
    permission: stored.permission,
    condition: stored.condition,
    createdAt: stored.created_at,
    updatedAt: stored.updated_at,
    createdBy: stored.created_by,
  };
}

/** The rule as the permissions module reads it. */
export function toAttributionRuleGrant(rule: StoredAttributionRule): AttributionRuleGrant {
  return {
    collect_id: rule.collectId,
    permission: rule.permission,
    subject: rule.subject,
    condition: rule.condition,
  };
}

export function subjectTypeOf(subject: RuleSubject): SubjectType {
  return 'user_id' in subject ? 'USER' : 'USER_GROUP';
}

export function subjectIdOf(subject: RuleSubject): string {
  return 'user_id' in subject ? subject.user_id : subject.user_group_id;
}

/**
 * Equal for rules that grant the same thing: the order and the type of the values do not
 * matter, since conditions compare values as text (collect-access.ts conditionMatches).
 */
export function ruleKeyOf(rule: AttributionRuleContent): string {
  const { condition } = rule;
  const values = condition
    ? [...new Set(condition.values.map((v) => String(v).trim()))].sort()
    : [];
  const parts = [
    subjectTypeOf(rule.subject),
    subjectIdOf(rule.subject),
    rule.permission,
    condition?.field ?? null,
    condition?.operator ?? null,
    values,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The fields a rule's document holds besides its times and author. */
export function attributionRuleData(
  place: { readonly ruleId: string; readonly programId: string; readonly collectId: string },
  rule: AttributionRuleContent,
) {
  return {
    rule_id: place.ruleId,
    program_id: place.programId,
    collect_id: place.collectId,
    subject: { ...rule.subject },
    permission: rule.permission,
    condition: rule.condition
      ? {
          field: rule.condition.field,
          operator: rule.condition.operator,
          values: [...rule.condition.values],
        }
      : null,
    [RULE_KEY]: ruleKeyOf(rule),
  };
}
