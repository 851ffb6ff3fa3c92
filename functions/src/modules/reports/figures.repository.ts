import { AggregateField } from 'firebase-admin/firestore';
import type { Query } from 'firebase-admin/firestore';
import { appError } from '../../core/errors.js';
import { errorCodeOf } from '../../core/error-codes.js';
import { TEXT_GROUPS_MAX } from '../../shared/contract/report.schema.js';
import { addTallies, remainderOf, tallyOf } from './graphic-figures.js';
import type { Tally, TalliedGroup } from './graphic-figures.js';
import type { GridScope } from '../../shared/permissions/record-reach.js';
import type { CheckedView } from '../records/record-query.js';
import type { RecordsCollect } from '../records/records.repository.js';
import type { GraphicPlan, GroupOf, Measure } from './graphic-plan.js';

// A graphic's figures from Firestore aggregation queries (count / sum / average), one per group
// and per query of the reader's records, never by reading the records: Firestore bills one read
// per 1,000 index entries an aggregation goes through, so a ring over N records costs about
// groups × ceil(N / groups / 1,000) reads. `queries` are the reader's records within the
// graphic's filters (modules/records builds them: one, or one per chunk of a contributor's
// classes; the chunks are disjoint, a record has one class, so their tallies add up).

export interface Figures {
  readonly groups: TalliedGroup[];
  readonly overall: Tally;
}

/** The reader's records within a view: one query, or one per chunk of their classes. */
export type ViewQueries = (collect: RecordsCollect, view: CheckedView, scope: GridScope) => Query[];

export interface FiguresRepository {
  figures(
    collect: RecordsCollect,
    view: CheckedView,
    scope: GridScope,
    plan: GraphicPlan,
  ): Promise<Figures>;
}

const GRPC_FAILED_PRECONDITION = 9;

const OTHER_LABEL = { en: 'Other values', fr: 'Autres valeurs' };

async function aggregate(query: Query, measure: Measure): Promise<Tally> {
  const path = measure.indicatorPath;
  if (path === null) {
    const answer = await query.aggregate({ count: AggregateField.count() }).get();
    return tallyOf({ count: answer.data().count, sum: null, avg: null });
  }
  const spec = { count: AggregateField.count(), sum: AggregateField.sum(path) };
  // The average is asked only when shown: with it, the number of numeric values is known.
  if (measure.operator === 'AVG') {
    const answer = await query.aggregate({ ...spec, avg: AggregateField.average(path) }).get();
    const data = answer.data();
    return tallyOf({ count: data.count, sum: data.sum, avg: data.avg });
  }
  const data = (await query.aggregate(spec).get()).data();
  return tallyOf({ count: data.count, sum: data.sum, avg: null });
}

async function tallyAcross(queries: readonly Query[], measure: Measure): Promise<Tally> {
  return addTallies(await Promise.all(queries.map((query) => aggregate(query, measure))));
}

/**
 * A text field's values are not known in advance, and reading every record to find them is
 * what the figures must not do. They are found by a skip scan of the field's index: each step
 * reads the one record whose value follows the last one found (one billed read), so at most
 * TEXT_GROUPS_MAX + 1 reads per query give the first TEXT_GROUPS_MAX values in alphabetical
 * order. The figures then show those and "other values" (the rest, empty values included,
 * from one more aggregation over all). A facet document kept by every record write would give
 * the most frequent values instead, at the price of a write on every record change (imports,
 * webhooks, bulk updates): not worth it for a chart that names its limit.
 */
async function textValues(queries: readonly Query[], path: string): Promise<string[]> {
  const found = new Set<string>();
  await Promise.all(
    queries.map(async (query) => {
      let last: string | null = null;
      for (let step = 0; step < TEXT_GROUPS_MAX; step += 1) {
        let next = query.where(path, '>=', '').orderBy(path).select(path).limit(1);
        if (last !== null) next = next.startAfter(last);
        const doc = (await next.get()).docs[0];
        const value: unknown = doc?.get(path);
        if (typeof value !== 'string') return;
        found.add(value);
        last = value;
      }
    }),
  );
  return [...found].sort().slice(0, TEXT_GROUPS_MAX);
}

/** Firestore refuses a query whose composite index is still being built: a 409 to retry. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (errorCodeOf(error) !== GRPC_FAILED_PRECONDITION) throw error;
    throw appError(
      'CONFLICT',
      "These figures need one of the collect's indexes, still being built; try again in a few minutes",
    );
  }
}

async function figuresOf(queries: readonly Query[], plan: GraphicPlan): Promise<Figures> {
  const { source, measure } = plan;
  if (source.kind === 'NONE') return { groups: [], overall: await tallyAcross(queries, measure) };
  const groupsOf = (groups: readonly GroupOf<string | boolean>[]) =>
    Promise.all(
      groups.map(async (group) => ({
        group,
        tally: await tallyAcross(
          queries.map((query) => query.where(source.path, '==', group.value)),
          measure,
        ),
      })),
    );
  if (source.kind === 'LISTED') {
    const groups = await groupsOf(source.groups);
    return { groups, overall: addTallies(groups.map((entry) => entry.tally)) };
  }
  const values = await textValues(queries, source.path);
  const [groups, overall] = await Promise.all([
    groupsOf(values.map((value) => ({ value, label: { en: value, fr: value } }))),
    tallyAcross(queries, measure),
  ]);
  const other = remainderOf(
    overall,
    groups.map((entry) => entry.tally),
  );
  const all: TalliedGroup[] = [...groups];
  if (other.count > 0) all.push({ group: { value: null, label: OTHER_LABEL }, tally: other });
  return { groups: all, overall };
}

export function createFiguresRepository(viewQueries: ViewQueries): FiguresRepository {
  return {
    figures: (collect, view, scope, plan) =>
      guarded(() => figuresOf(viewQueries(collect, view, scope), plan)),
  };
}
