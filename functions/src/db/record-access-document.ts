import { createHash } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { CONDITION_OPERATORS } from '../shared/contract/attribution-rule.schema.js';
import { conditionMatches } from '../shared/permissions/collect-access.js';
import type { PersonAccess } from '../shared/permissions/record-reach.js';
import type {
  AttributionCondition,
  RuleAccess,
  RuleReach,
} from '../shared/permissions/collect-access.js';

// How attribution rules reach records (README, "Attribution rules"). Firestore cannot run a
// contributor's rules as a query (an OR of IN / NOT_IN on any fields, with keyword search and
// the grid's own filters, within its limits on `in`, `not-in` and disjunctions), so what rules
// decide is stored beside the data, in three places:
//
// - each record: `acl`, the keys of the collect's rule conditions the record matches, and
//   `acl_class`, one digest of that set: a scalar the grid filters with `acl_class in [...]`,
//   which leaves the record's one array lookup to keyword search or a "contains" filter;
// - the collect: `access_conditions` {key: condition} (the conditions of its rules now) and
//   `access_classes` {class: keys} (the classes its records hold), so a person's keys name the
//   classes to ask for;
// - `programs/{p}/collects/{c}/access/{uid}`: what the rules give one person (below), kept by
//   modules/record-access whenever rules or user groups change; firestore.rules reads it too.
//
// A key digests the collect id with the condition, so an edited condition is a new key: the
// person's access document drops the old key at once and records gain the new one as the
// apply task reaches them; nothing is ever shown more widely than the rules before or after.

/** firestore.rules evaluates this many of a person's conditions (past them, it shows less). */
export const RULES_CONDITIONS_MAX = 4;

/** The class of a record no condition matches. */
export const NO_ACL_CLASS = 'none';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/** Condition values compare as trimmed text (collect-access.ts conditionMatches). */
const valueTexts = (condition: AttributionCondition) =>
  [...new Set(condition.values.map((value) => String(value).trim()))].sort();

export function conditionKeyOf(collectId: string, condition: AttributionCondition): string {
  return digest(
    JSON.stringify([collectId, condition.field, condition.operator, valueTexts(condition)]),
  );
}

export function aclClassOf(keys: readonly string[]): string {
  return keys.length === 0 ? NO_ACL_CLASS : digest([...keys].sort().join(','));
}

export type AccessConditions = Readonly<Record<string, AttributionCondition>>;

/** What a record stores of the rules: the keys it matches and their class. */
export interface RecordAcl {
  readonly acl: string[];
  readonly acl_class: string;
}

export function recordAclOf(
  conditions: AccessConditions,
  fields: Readonly<Record<string, unknown>>,
): RecordAcl {
  const acl = Object.entries(conditions)
    .filter(([, condition]) => conditionMatches(condition, fields))
    .map(([key]) => key)
    .sort();
  return { acl, acl_class: aclClassOf(acl) };
}

/** The conditions of a collect's rules, by key (rules without condition need none). */
export function accessConditionsOf(
  collectId: string,
  conditions: readonly AttributionCondition[],
): Record<string, AttributionCondition> {
  const byKey: Record<string, AttributionCondition> = {};
  for (const condition of conditions) {
    byKey[conditionKeyOf(collectId, condition)] = {
      field: condition.field,
      operator: condition.operator,
      values: valueTexts(condition),
    };
  }
  return byKey;
}

const storedConditionSchema = z.object({
  field: z.string(),
  operator: z.enum(CONDITION_OPERATORS),
  values: z.array(z.union([z.string(), z.number(), z.boolean()])),
});

export const accessConditionsSchema = z.record(z.string(), storedConditionSchema);
export const accessClassesSchema = z.record(z.string(), z.array(z.string()));

// `programs/{p}/collects/{c}/access/{uid}`: program_id, collect_id, user_id, scope ALL |
// MATCHING and conditions (what the person sees: firestore.rules reads these two), keys (the
// keys of those conditions, for the API's class lookup), write_scope ALL | MATCHING | NONE and
// write_conditions (what they may create or change), updated_at. A person no rule reaches has
// none. Written only by modules/record-access/record-access.repository.ts.
const storedAccessSchema = z.object({
  scope: z.enum(['ALL', 'MATCHING']),
  conditions: z.array(storedConditionSchema).default([]),
  keys: z.array(z.string()).default([]),
  write_scope: z.enum(['ALL', 'MATCHING', 'NONE']).default('NONE'),
  write_conditions: z.array(storedConditionSchema).default([]),
});

/** A person's reach in a collect as the API applies it. */
export type StoredAccess = PersonAccess;

export function toStoredAccess(snapshot: DocumentSnapshot): StoredAccess | null {
  if (!snapshot.exists) return null;
  const stored = storedAccessSchema.parse(snapshot.data());
  const write: RuleReach | null =
    stored.write_scope === 'NONE'
      ? null
      : stored.write_scope === 'ALL'
        ? { kind: 'ALL' }
        : { kind: 'MATCHING', conditions: stored.write_conditions };
  const see: RuleReach =
    stored.scope === 'ALL' ? { kind: 'ALL' } : { kind: 'MATCHING', conditions: stored.conditions };
  return { see, keys: stored.keys, write };
}

export interface AccessPlace {
  readonly programId: string;
  readonly collectId: string;
  readonly userId: string;
}

/** The stored document for what the rules give a person (without its time). */
export function accessData(place: AccessPlace, access: RuleAccess) {
  const conditionsOf = (reach: RuleReach | null) =>
    reach?.kind === 'MATCHING'
      ? Object.values(accessConditionsOf(place.collectId, reach.conditions))
      : [];
  const keysOf = (reach: RuleReach) =>
    reach.kind === 'MATCHING'
      ? Object.keys(accessConditionsOf(place.collectId, reach.conditions)).sort()
      : [];
  return {
    program_id: place.programId,
    collect_id: place.collectId,
    user_id: place.userId,
    scope: access.see.kind,
    conditions: conditionsOf(access.see),
    keys: keysOf(access.see),
    write_scope: access.write?.kind ?? 'NONE',
    write_conditions: conditionsOf(access.write),
  };
}
