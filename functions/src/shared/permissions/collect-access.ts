import { isCollectContributor, isProgramManager, isSuperAdmin } from './roles.js';
import type { Subject } from './roles.js';
import { effectiveGroupIds } from './user-groups.js';
import type { UserGroupNode } from './user-groups.js';

import type {
  AttributionPermission,
  ConditionOperator,
} from '../contract/attribution-rule.schema.js';

// SPEC.md §6: attribution rule permissions and condition operators, declared with the
// attribution rules' contract (contract/attribution-rule.schema.ts).
export type { AttributionPermission, ConditionOperator };

// SPEC.md §6, collect items: admins and managers see, create and update every record; a
// contributor needs an attribution rule for the collect (READ or WRITE to see, WRITE to create
// or update), and sees only the records its rules' conditions let through.

export type ConditionValue = string | number | boolean;

/** IN: the record's field equals one of `values`; NOT_IN: it equals none of them. */
export interface AttributionCondition {
  readonly field: string;
  readonly operator: ConditionOperator;
  readonly values: readonly ConditionValue[];
}

export type RuleSubject = { readonly user_id: string } | { readonly user_group_id: string };

export interface AttributionRuleGrant {
  readonly collect_id: string;
  readonly permission: AttributionPermission;
  readonly subject: RuleSubject;
  /** No condition: the rule covers every record of the collect. */
  readonly condition?: AttributionCondition | null | undefined;
}

export type CollectItemAction = 'see' | 'create' | 'update';

export interface CollectAccessInput {
  readonly subject: Subject;
  readonly programId: string;
  readonly collectId: string;
  /** The collect's rules (others are ignored) and the program's user groups. */
  readonly rules: readonly AttributionRuleGrant[];
  readonly groups: readonly UserGroupNode[];
}

/**
 * Which records an action may touch: every record, none, or those matching at least one of the
 * conditions (an OR). Repositories turn this into queries; `canAccessCollectItem` checks one.
 */
export type CollectItemScope =
  | { readonly kind: 'ALL' }
  | { readonly kind: 'NONE' }
  | { readonly kind: 'MATCHING'; readonly conditions: readonly AttributionCondition[] };

const REQUIRED_PERMISSIONS: Readonly<Record<CollectItemAction, readonly AttributionPermission[]>> =
  {
    see: ['READ', 'WRITE'],
    create: ['WRITE'],
    update: ['WRITE'],
  };

/** The rules given to the user directly or to one of their groups (inherited from parents). */
export function rulesApplyingTo(
  userId: string,
  collectId: string,
  rules: readonly AttributionRuleGrant[],
  groups: readonly UserGroupNode[],
): AttributionRuleGrant[] {
  const groupIds = effectiveGroupIds(userId, groups);
  return rules.filter((rule) => {
    if (rule.collect_id !== collectId) return false;
    if ('user_id' in rule.subject) return rule.subject.user_id === userId;
    return groupIds.has(rule.subject.user_group_id);
  });
}

export function collectItemScope(
  input: CollectAccessInput,
  action: CollectItemAction,
): CollectItemScope {
  const { subject, programId, collectId } = input;
  if (isSuperAdmin(subject) || isProgramManager(subject, programId)) return { kind: 'ALL' };
  // A rule left behind after a contributor lost their role must not keep granting access.
  if (!isCollectContributor(subject, programId, collectId)) return { kind: 'NONE' };
  const allowed = REQUIRED_PERMISSIONS[action];
  const rules = rulesApplyingTo(subject.uid, collectId, input.rules, input.groups).filter((rule) =>
    allowed.includes(rule.permission),
  );
  if (rules.length === 0) return { kind: 'NONE' };
  const conditions: AttributionCondition[] = [];
  for (const rule of rules) {
    if (!rule.condition) return { kind: 'ALL' };
    conditions.push(rule.condition);
  }
  return { kind: 'MATCHING', conditions };
}

/**
 * Whether a record is in scope. For `create` pass the new record's fields, for `update` check
 * both the stored and the updated fields so that a contributor cannot move a record out of (or
 * into) their reach.
 */
export function canAccessCollectItem(
  input: CollectAccessInput,
  action: CollectItemAction,
  fields: Readonly<Record<string, unknown>>,
): boolean {
  const scope = collectItemScope(input, action);
  if (scope.kind === 'ALL') return true;
  if (scope.kind === 'NONE') return false;
  return scope.conditions.some((condition) => conditionMatches(condition, fields));
}

/**
 * Compares a record's field with a condition. Multi-valued fields (STRING_ARRAY) match IN when
 * one of their values is listed, and NOT_IN when none is. An empty field (stored null) "is not
 * equal to" any value: NOT_IN lets it through, IN does not. (firestore.rules agrees for a null;
 * a key missing from the document, which the API never writes, it refuses for NOT_IN: stricter,
 * so a list query must pin the field.) Values compare as text, since conditions are typed in a
 * form while records may hold numbers or booleans.
 */
export function conditionMatches(
  condition: AttributionCondition,
  fields: Readonly<Record<string, unknown>>,
): boolean {
  const listed = new Set(condition.values.map(normalise));
  const present = valuesOf(fields[condition.field]);
  const anyListed = present.some((value) => listed.has(value));
  return condition.operator === 'IN' ? anyListed : !anyListed;
}

function valuesOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter(isConditionValue).map(normalise);
}

function isConditionValue(value: unknown): value is ConditionValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function normalise(value: ConditionValue): string {
  return String(value).trim();
}

/** One side (seeing, or writing) of a person's reach through their rules. */
export type RuleReach =
  | { readonly kind: 'ALL' }
  | { readonly kind: 'MATCHING'; readonly conditions: readonly AttributionCondition[] };

/** What a collect's rules give one person, roles aside: `write` null without a WRITE rule. */
export interface RuleAccess {
  readonly see: RuleReach;
  readonly write: RuleReach | null;
}

function reachOf(rules: readonly AttributionRuleGrant[]): RuleReach | null {
  if (rules.length === 0) return null;
  const conditions: AttributionCondition[] = [];
  for (const rule of rules) {
    if (!rule.condition) return { kind: 'ALL' };
    conditions.push(rule.condition);
  }
  return { kind: 'MATCHING', conditions };
}

/**
 * What a collect's rules give each person they reach: the users named, and the members of the
 * groups named and of every group below them. Roles are not looked at (a role is checked when
 * the access is used, so losing it takes effect at once); people no rule reaches are left out.
 */
export function ruleAccessByUser(
  collectId: string,
  rules: readonly AttributionRuleGrant[],
  groups: readonly UserGroupNode[],
): Map<string, RuleAccess> {
  const own = rules.filter((rule) => rule.collect_id === collectId);
  const people = new Set<string>();
  for (const rule of own) if ('user_id' in rule.subject) people.add(rule.subject.user_id);
  for (const group of groups) for (const uid of group.member_ids) people.add(uid);
  const result = new Map<string, RuleAccess>();
  for (const uid of [...people].sort()) {
    const applying = rulesApplyingTo(uid, collectId, own, groups);
    const see = reachOf(applying);
    if (!see) continue;
    result.set(uid, {
      see,
      write: reachOf(applying.filter((rule) => rule.permission === 'WRITE')),
    });
  }
  return result;
}
