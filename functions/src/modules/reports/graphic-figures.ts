import type { GraphicGroup, GraphicResult } from '../../shared/contract/report.schema.js';
import type { GraphicPlan, GroupOf, Measure } from './graphic-plan.js';

// From aggregation answers to figures. A group's figure may come from several queries (a
// contributor's classes split to fit Firestore's limits): their tallies add up, and an average
// is recombined from sums and value counts rather than averaged again.

/** One aggregation query's answer. */
export interface Aggregate {
  readonly count: number;
  readonly sum: number | null;
  readonly avg: number | null;
}

/** What a group adds up to: records, the indicator's sum, and how many numeric values it had. */
export interface Tally {
  readonly count: number;
  readonly sum: number;
  readonly values: number;
}

export const EMPTY_TALLY: Tally = { count: 0, sum: 0, values: 0 };

/**
 * An answer as a tally. Firestore's average skips non-numeric values (a record's empty value is
 * a stored null), so the values it averaged are sum / average; an average of exactly 0 hides
 * that number, and the records' count stands in for it.
 */
export function tallyOf(answer: Aggregate): Tally {
  const sum = answer.sum ?? 0;
  const { avg } = answer;
  const values = avg === null ? 0 : avg === 0 ? answer.count : Math.round(sum / avg);
  return { count: answer.count, sum, values };
}

export function addTallies(tallies: readonly Tally[]): Tally {
  return tallies.reduce(
    (total, tally) => ({
      count: total.count + tally.count,
      sum: total.sum + tally.sum,
      values: total.values + tally.values,
    }),
    EMPTY_TALLY,
  );
}

/** What is left of `whole` once `parts` are taken out (never below zero). */
export function remainderOf(whole: Tally, parts: readonly Tally[]): Tally {
  const taken = addTallies(parts);
  return {
    count: Math.max(0, whole.count - taken.count),
    sum: whole.sum - taken.sum,
    values: Math.max(0, whole.values - taken.values),
  };
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Averages keep two decimals: sums of decimals carry binary noise. */
function average(tally: Tally): number | null {
  return tally.values > 0 ? round(tally.sum / tally.values, 2) : null;
}

/** What a PERCENTAGE shares out: records, or the indicator's sum when it has one. */
const weightOf = (measure: Measure, tally: Tally) =>
  measure.indicatorPath === null ? tally.count : tally.sum;

/** A share of the total, 0–100 with one decimal (0 when there is nothing to share). */
export function shareOf(part: number, total: number): number {
  return total === 0 ? 0 : round((100 * part) / total, 1);
}

function figureOf(measure: Measure, tally: Tally): number | null {
  switch (measure.operator) {
    case 'COUNT':
      return tally.count;
    case 'SUM':
      return round(tally.sum, 6);
    case 'AVG':
      return average(tally);
    case 'PERCENTAGE':
      return weightOf(measure, tally);
  }
}

export interface TalliedGroup {
  readonly group: GroupOf<string | boolean | null>;
  readonly tally: Tally;
}

/**
 * The figures of a graphic: each group's, and the headline a NUMBER shows (PERCENTAGE: the
 * first group's share). Without groups, the one figure over every record is the headline.
 */
export function resultOf(
  plan: GraphicPlan,
  groups: readonly TalliedGroup[],
  overall: Tally,
): GraphicResult {
  const { measure } = plan;
  if (plan.source.kind === 'NONE') {
    return { groups: [], total: figureOf(measure, overall), records: overall.count };
  }
  const all = addTallies(groups.map((entry) => entry.tally));
  const totalWeight = weightOf(measure, all);
  const shown: GraphicGroup[] = groups.map(({ group, tally }) => ({
    value: group.value,
    label: { en: group.label.en, fr: group.label.fr },
    figure:
      measure.operator === 'PERCENTAGE'
        ? shareOf(weightOf(measure, tally), totalWeight)
        : figureOf(measure, tally),
  }));
  const total =
    measure.operator === 'PERCENTAGE' ? (shown[0]?.figure ?? null) : figureOf(measure, all);
  return { groups: shown, total, records: all.count };
}
