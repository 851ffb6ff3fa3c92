import { describe, expect, it } from 'vitest';
import { attributionRuleData, ruleKeyOf } from './attribution-rule-document.js';
import type { AttributionRuleContent } from './attribution-rule-document.js';

const rule = (change: Partial<AttributionRuleContent> = {}): AttributionRuleContent => ({
  subject: { user_id: 'u1' },
  permission: 'READ',
  condition: { field: 'region', operator: 'IN', values: ['north', 'south'] },
  ...change,
});

describe('ruleKeyOf', () => {
  it('is the same for rules that grant the same thing', () => {
    const reordered = rule({
      condition: { field: 'region', operator: 'IN', values: ['south', 'north', 'south'] },
    });
    expect(ruleKeyOf(reordered)).toBe(ruleKeyOf(rule()));
    // Conditions compare values as text: 3 and '3' select the same records.
    const asNumber = rule({ condition: { field: 'size', operator: 'IN', values: [3] } });
    const asText = rule({ condition: { field: 'size', operator: 'IN', values: ['3'] } });
    expect(ruleKeyOf(asNumber)).toBe(ruleKeyOf(asText));
  });

  it('differs with the subject, the permission, the operator, the field or the values', () => {
    const keys = [
      rule(),
      rule({ subject: { user_id: 'u2' } }),
      rule({ subject: { user_group_id: 'u1' } }),
      rule({ permission: 'WRITE' }),
      rule({ condition: { field: 'region', operator: 'NOT_IN', values: ['north', 'south'] } }),
      rule({ condition: { field: 'zone', operator: 'IN', values: ['north', 'south'] } }),
      rule({ condition: { field: 'region', operator: 'IN', values: ['north'] } }),
      rule({ condition: null }),
    ].map(ruleKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('attributionRuleData', () => {
  it('stores where the rule lives, what it says and its key', () => {
    const content = rule();
    expect(
      attributionRuleData({ ruleId: 'r1', programId: 'p1', collectId: 'c1' }, content),
    ).toEqual({
      rule_id: 'r1',
      program_id: 'p1',
      collect_id: 'c1',
      subject: { user_id: 'u1' },
      permission: 'READ',
      condition: { field: 'region', operator: 'IN', values: ['north', 'south'] },
      rule_key: ruleKeyOf(content),
    });
  });
});
