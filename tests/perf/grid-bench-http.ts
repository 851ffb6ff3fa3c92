import type { RecordItemsResponse } from '../../functions/src/shared/contract/record.schema.js';
import type { BenchApi } from './grid-bench-api.js';
import { BENCH_FILTER, BENCH_KEYWORD, BENCH_SORT } from './grid-bench-data.js';

export interface Latency {
  p50: number;
  p95: number;
  runs: number;
}

export interface Billed {
  reads: number;
  writes: number;
}

export interface HttpFigures {
  page: Latency;
  pageWithKeyword: Latency;
  record: Latency;
  neighbours: Latency;
  /** The record screen's one call: the record with its neighbours in the view. */
  recordScreen: Latency;
  /** A page view as a user paging through the grid: the median of PAGE_VIEWS consecutive ones. */
  pageReads: Billed & { matches: number };
  keywordPageReads: Billed & { matches: number };
  /** The same, on an instance's first call (it reads the collect and its model). */
  firstPageReads: Billed;
  recordReads: Billed;
  neighboursReads: Billed;
  recordScreenReads: Billed;
  /** What any signed-in call reads before its own work (the caller's user document). */
  signedInReads: Billed;
}

const WARM_UP = 20;
/** Page views whose reads are measured one after the other (the median is printed). */
const PAGE_VIEWS = 5;

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** p50 / p95 of `runs` sequential calls after a warm-up; a call answering non-2xx throws. */
async function latency(runs: number, call: (run: number) => Promise<number>): Promise<Latency> {
  const check = async (run: number) => {
    const status = await call(run);
    if (status >= 300) throw new Error(`A timed call answered ${status}`);
  };
  for (let run = 0; run < WARM_UP; run += 1) await check(run);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await check(run);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

/** The emulator's billing counters of the stack's project (what Firestore would bill). */
export function billingReader(firestoreHost: string, projectId: string) {
  const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}/billing`;
  const read = async (): Promise<Billed> => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Billing counters: ${response.status}`);
    return (await response.json()) as Billed;
  };
  /** What one call costs: nothing else talks to the stack while the benchmark measures. */
  return async (call: () => Promise<unknown>): Promise<Billed> => {
    const before = await read();
    await call();
    const after = await read();
    return { reads: after.reads - before.reads, writes: after.writes - before.writes };
  };
}

export function viewParams(keywords?: string): URLSearchParams {
  const params = new URLSearchParams({
    filters: JSON.stringify(BENCH_FILTER),
    sort: BENCH_SORT.sort,
    direction: BENCH_SORT.direction,
  });
  if (keywords) params.set('keywords', keywords);
  return params;
}

/**
 * The grid's calls through Hosting → function → emulator: a page of 50 with the status filter
 * sorted by amount, the same with a keyword, one record and its neighbours in that view.
 */
export async function measureHttp(
  api: BenchApi,
  collectId: string,
  costOf: (call: () => Promise<unknown>) => Promise<Billed>,
  runs: number,
): Promise<HttpFigures> {
  const items = (keywords?: string) => {
    const params = viewParams(keywords);
    params.set('limit', '50');
    return `/api/program/collects/${collectId}/items?${params.toString()}`;
  };
  const firstPageReadsOf = async () => costOf(() => api.call('GET', items()));
  const firstPage = await firstPageReadsOf();
  const first = await api.call<RecordItemsResponse>('GET', items());
  const withKeyword = await api.call<RecordItemsResponse>('GET', items(BENCH_KEYWORD));
  const ids = first.body.items.map((item) => item._id);
  if (ids.length === 0) throw new Error('The filtered page is empty: nothing to open');
  const idAt = (run: number) => ids[run % ids.length] ?? '';
  const view = viewParams().toString();
  const status = async (path: string) => (await api.send('GET', path)).status;
  const medianCost = async (call: () => Promise<unknown>): Promise<Billed> => {
    const costs: Billed[] = [];
    for (let view = 0; view < PAGE_VIEWS; view += 1) costs.push(await costOf(call));
    costs.sort((a, b) => a.reads - b.reads);
    return costs[Math.floor(PAGE_VIEWS / 2)] ?? { reads: NaN, writes: NaN };
  };

  return {
    page: await latency(runs, () => status(items())),
    pageWithKeyword: await latency(runs, () => status(items(BENCH_KEYWORD))),
    record: await latency(runs, (run) => status(`/api/collectItem/${idAt(run)}`)),
    neighbours: await latency(runs, (run) =>
      status(`/api/collectItem/${idAt(run)}/next-and-previous?${view}`),
    ),
    recordScreen: await latency(runs, (run) =>
      status(`/api/collectItem/${idAt(run)}?neighbours=true&${view}`),
    ),
    firstPageReads: firstPage,
    pageReads: {
      ...(await medianCost(() => api.call('GET', items()))),
      matches: first.body.totalItems,
    },
    keywordPageReads: {
      ...(await medianCost(() => api.call('GET', items(BENCH_KEYWORD)))),
      matches: withKeyword.body.totalItems,
    },
    recordReads: await costOf(() => api.call('GET', `/api/collectItem/${idAt(7)}`)),
    neighboursReads: await costOf(() =>
      api.call('GET', `/api/collectItem/${idAt(7)}/next-and-previous?${view}`),
    ),
    recordScreenReads: await costOf(() =>
      api.call('GET', `/api/collectItem/${idAt(7)}?neighbours=true&${view}`),
    ),
    signedInReads: await costOf(() => api.call('GET', '/api/auth/get_current_user')),
  };
}
