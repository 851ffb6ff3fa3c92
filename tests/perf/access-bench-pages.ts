import type { RecordItemsResponse } from '../../functions/src/shared/contract/record.schema.js';
import { FILTER_STATUS, KEYWORD } from './access-bench-data.js';
import type { Answer, BenchApi } from './grid-bench-api.js';
import { percentile } from './grid-bench-http.js';
import type { Billed } from './grid-bench-http.js';

// Target 1: the contributor's pages of 50 through Hosting → function → emulator. Each view is
// walked as a person pages through it: the first page, then the next ones by cursor, again and
// again, every call timed; then one first page and one next page are costed with the
// emulator's billing counters.

export interface PageView {
  name: string;
  params: Record<string, string>;
}

const statusFilter = JSON.stringify([{ field: 'status', op: 'eq', value: FILTER_STATUS }]);

export const PAGE_VIEWS: PageView[] = [
  { name: 'no filter, newest first', params: {} },
  { name: `status = ${FILTER_STATUS}`, params: { filters: statusFilter } },
  { name: `keyword "${KEYWORD}"`, params: { keywords: KEYWORD } },
  {
    name: `status = ${FILTER_STATUS}, amount desc`,
    params: { filters: statusFilter, sort: 'amount', direction: 'desc' },
  },
];

/** Pages per walk: the first and the next ones by cursor. */
const PAGES_PER_WALK = 5;
const PAGE_SIZE = '50';

export interface PageLatency {
  p50: number;
  p95: number;
  max: number;
  calls: number;
  nextPageCalls: number;
}

export interface ViewFigures {
  view: PageView;
  /** The view's totalItems: what the contributor's rules and the view's filters match. */
  matches: number;
  latency: PageLatency;
  firstPage: Billed;
  nextPage: Billed | null;
}

export function itemsPath(collectId: string, view: PageView, cursor?: string): string {
  const params = new URLSearchParams({ ...view.params, limit: PAGE_SIZE });
  if (cursor) params.set('cursor', cursor);
  return `/api/program/collects/${collectId}/items?${params.toString()}`;
}

/** `calls` timed pages of the view; the walk restarts at the first page every few pages. */
async function walk(
  api: BenchApi,
  collectId: string,
  view: PageView,
  calls: number,
): Promise<{ times: number[]; nextPageCalls: number }> {
  const times: number[] = [];
  let nextPageCalls = 0;
  let cursor: string | null = null;
  let depth = 0;
  while (times.length < calls) {
    const started = performance.now();
    const answer: Answer<RecordItemsResponse> = await api.call<RecordItemsResponse>(
      'GET',
      itemsPath(collectId, view, cursor ?? undefined),
    );
    times.push(performance.now() - started);
    if (cursor) nextPageCalls += 1;
    depth += 1;
    cursor = depth < PAGES_PER_WALK ? answer.body.next_cursor : null;
    if (!cursor) depth = 0;
  }
  return { times, nextPageCalls };
}

function latencyOf(times: number[], nextPageCalls: number): PageLatency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? 0,
    calls: sorted.length,
    nextPageCalls,
  };
}

export async function measurePages(
  api: BenchApi,
  collectId: string,
  costOf: (call: () => Promise<unknown>) => Promise<Billed>,
  calls: number,
): Promise<{ views: ViewFigures[]; all: PageLatency }> {
  const views: ViewFigures[] = [];
  const allTimes: number[] = [];
  let allNext = 0;
  for (const view of PAGE_VIEWS) {
    await walk(api, collectId, view, PAGES_PER_WALK); // warm-up, untimed
    const { times, nextPageCalls } = await walk(api, collectId, view, calls);
    allTimes.push(...times);
    allNext += nextPageCalls;

    let first: RecordItemsResponse | undefined;
    const firstPage = await costOf(async () => {
      first = (await api.call<RecordItemsResponse>('GET', itemsPath(collectId, view))).body;
    });
    if (!first) throw new Error(`No first page for ${view.name}`);
    const cursor = first.next_cursor;
    const nextPage = cursor
      ? await costOf(() => api.call('GET', itemsPath(collectId, view, cursor)))
      : null;
    views.push({
      view,
      matches: first.totalItems,
      latency: latencyOf(times, nextPageCalls),
      firstPage,
      nextPage,
    });
  }
  return { views, all: latencyOf(allTimes, allNext) };
}
