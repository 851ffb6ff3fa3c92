import { describe, expect, it } from 'vitest';
import { addTallies, remainderOf, resultOf, shareOf, tallyOf } from './graphic-figures.js';
import type { GraphicPlan } from './graphic-plan.js';

const listed = (operator: GraphicPlan['measure']['operator'], indicator: string | null = null) =>
  ({
    type: 'RING',
    source: { kind: 'LISTED', path: 'fields.status', groups: [] },
    measure: { operator, indicatorPath: indicator },
  }) as const satisfies GraphicPlan;

const group = (value: string, count: number, sum = 0, values = count) => ({
  group: { value, label: { en: value, fr: value } },
  tally: { count, sum, values },
});

describe('graphic figures', () => {
  it('recovers how many values an average covered, so that chunks add up', () => {
    // Four records, three with an amount (10, 20, 30): the fourth's null is not averaged.
    expect(tallyOf({ count: 4, sum: 60, avg: 20 })).toEqual({ count: 4, sum: 60, values: 3 });
    expect(tallyOf({ count: 2, sum: 0, avg: 0 })).toEqual({ count: 2, sum: 0, values: 2 });
    expect(tallyOf({ count: 2, sum: 0, avg: null })).toEqual({ count: 2, sum: 0, values: 0 });
    const both = addTallies([
      tallyOf({ count: 4, sum: 60, avg: 20 }),
      tallyOf({ count: 1, sum: 40, avg: 40 }),
    ]);
    expect(both).toEqual({ count: 5, sum: 100, values: 4 });
    expect(remainderOf(both, [{ count: 4, sum: 60, values: 3 }])).toEqual({
      count: 1,
      sum: 40,
      values: 1,
    });
  });

  it('shares out 0–100 with one decimal, nothing when there is nothing', () => {
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(2, 3)).toBe(66.7);
    expect(shareOf(0, 0)).toBe(0);
  });

  it('gives each group its figure and a NUMBER its headline', () => {
    const groups = [group('open', 3, 30, 3), group('late', 1, 5, 1)];
    const overall = addTallies(groups.map((entry) => entry.tally));
    expect(resultOf(listed('COUNT'), groups, overall)).toMatchObject({
      groups: [{ figure: 3 }, { figure: 1 }],
      total: 4,
      records: 4,
    });
    expect(resultOf(listed('AVG', 'fields.amount'), groups, overall)).toMatchObject({
      groups: [{ figure: 10 }, { figure: 5 }],
      total: 8.75,
    });
    // PERCENTAGE: of the records, or of the indicator's sum; the headline is the first group's.
    expect(resultOf(listed('PERCENTAGE'), groups, overall)).toMatchObject({
      groups: [{ figure: 75 }, { figure: 25 }],
      total: 75,
    });
    expect(resultOf(listed('PERCENTAGE', 'fields.amount'), groups, overall)).toMatchObject({
      groups: [{ figure: 85.7 }, { figure: 14.3 }],
    });
    const none = { ...listed('SUM', 'fields.amount'), source: { kind: 'NONE' } } as const;
    expect(resultOf(none, [], overall)).toEqual({ groups: [], total: 35, records: 4 });
  });
});
