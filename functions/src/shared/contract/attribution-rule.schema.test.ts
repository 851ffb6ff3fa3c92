import { describe, expect, it } from 'vitest';
import {
  attributionConditionSchema,
  attributionRulesQuerySchema,
  createAttributionRuleRequestSchema,
  updateAttributionRuleRequestSchema,
} from './attribution-rule.schema.js';

const values = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`);
const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('attribution rule requests', () => {
  const base = { collect_id: 'c1', subject: { user_id: 'u1' }, permission: 'READ' };

  it('reads a rule without condition as one over the whole collect', () => {
    expect(createAttributionRuleRequestSchema.parse(base)).toEqual({ ...base, condition: null });
    expect(createAttributionRuleRequestSchema.parse({ ...base, condition: null }).condition).toBe(
      null,
    );
  });

  it('takes one subject: a user or a group, never both or neither', () => {
    const group = { ...base, subject: { user_group_id: 'g1' } };
    expect(createAttributionRuleRequestSchema.parse(group).subject).toEqual({
      user_group_id: 'g1',
    });
    for (const subject of [{}, { user_id: 'u1', user_group_id: 'g1' }]) {
      const result = createAttributionRuleRequestSchema.safeParse({ ...base, subject });
      expect(pathsOf(result)).toEqual(['subject']);
    }
  });

  it('refuses unknown permissions and malformed ids, naming the field', () => {
    const result = createAttributionRuleRequestSchema.safeParse({
      ...base,
      collect_id: 'a/b',
      permission: 'ADMIN',
    });
    expect(pathsOf(result).sort()).toEqual(['collect_id', 'permission']);
  });

  it('needs something to change on an update', () => {
    expect(updateAttributionRuleRequestSchema.safeParse({}).success).toBe(false);
    expect(updateAttributionRuleRequestSchema.parse({ condition: null })).toEqual({
      condition: null,
    });
  });
});

describe('attribution conditions', () => {
  const condition = (operator: string, list: unknown[]) =>
    attributionConditionSchema.safeParse({ field: 'region', operator, values: list });

  it('holds Firestore’s limits: 1 to 30 values for IN, 1 to 10 for NOT_IN', () => {
    expect(condition('IN', values(30)).success).toBe(true);
    expect(condition('NOT_IN', values(10)).success).toBe(true);
    for (const [operator, count] of [
      ['IN', 31],
      ['NOT_IN', 11],
      ['IN', 0],
      ['NOT_IN', 0],
    ] as const) {
      const result = condition(operator, values(count));
      expect(pathsOf(result), `${operator} ${count}`).toEqual(['values']);
    }
    expect(condition('NOT_IN', values(11)).error?.issues[0]?.message).toBe(
      "NOT_IN takes at most 10 values (Firestore's limit)",
    );
  });

  it('takes text, numbers and yes/no values, and refuses empty text and unknown operators', () => {
    expect(condition('IN', ['north', 3, true]).success).toBe(true);
    expect(pathsOf(condition('IN', ['  ']))).toEqual(['values.0']);
    expect(pathsOf(condition('EQUALS', ['north']))).toEqual(['operator']);
  });

  it('refuses a field name that is not a variable', () => {
    const result = attributionConditionSchema.safeParse({
      field: 'fields.region',
      operator: 'IN',
      values: ['north'],
    });
    expect(pathsOf(result)).toEqual(['field']);
  });
});

describe('attribution rules list query', () => {
  it('filters by one subject at most', () => {
    expect(attributionRulesQuerySchema.parse({ user_group_id: 'g1' })).toEqual({
      page: 1,
      user_group_id: 'g1',
    });
    const both = attributionRulesQuerySchema.safeParse({ user_group_id: 'g1', user_id: 'u1' });
    expect(pathsOf(both)).toEqual(['user_id']);
  });
});
