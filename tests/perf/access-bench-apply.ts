import type { CollectResponse } from '../../functions/src/shared/contract/collect.schema.js';
import type { RecordItemsResponse } from '../../functions/src/shared/contract/record.schema.js';
import { itemsPath, PAGE_VIEWS } from './access-bench-pages.js';
import type { BenchApi } from './grid-bench-api.js';

// Target 2: a change of rules that reaches every record, timed from the API call until the
// collect's rules_progress says DONE. Meanwhile the contributor's grid total is read every
// ~500 ms: it may shrink while records learn the new condition, but must never exceed what the
// rules before or after the change give them.

const TICK_MS = 500;
const PRINT_EVERY_MS = 2500;
/**
 * Past this the run gives up (the target is 60 s). A slow apply that still moves is followed
 * that long, so that a loaded machine still yields its figure; one that stopped is caught below.
 */
const GIVE_UP_MS = Number(process.env.RAINBOW_ACCESS_BENCH_APPLY_MAX_S ?? 600) * 1000;
/**
 * Progress that stands still this long means the task stopped: locally it runs inside the api
 * function's worker, which the Functions emulator kills when it reloads (a file of functions/
 * changed), and nothing runs it again.
 */
const STALLED_MS = 60_000;

export interface ApplySample {
  atMs: number;
  state: string;
  done: number;
  total: number;
  contributorTotal: number;
}

export interface ApplyFigures {
  /** The change's own API call (rules and access documents updated before it answers). */
  callMs: number;
  /** From the change's API call until rules_progress was first seen DONE. */
  doneMs: number;
  /** Records the apply went through (rules_progress.done when DONE). */
  applied: number;
  samples: ApplySample[];
  before: number;
  after: number;
  widest: number;
  /** Samples whose total exceeded max(before, after): calls more permissive than the rules. */
  tooWide: ApplySample[];
}

export interface ApplyWatch {
  admin: BenchApi;
  contributor: BenchApi;
  collectId: string;
  label: string;
}

const GRID = PAGE_VIEWS[0] ?? { name: 'grid', params: {} };

export async function contributorTotal(contributor: BenchApi, collectId: string) {
  const page = await contributor.call<RecordItemsResponse>('GET', itemsPath(collectId, GRID));
  return page.body.totalItems;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function printSample(label: string, sample: ApplySample): void {
  const seconds = (sample.atMs / 1000).toFixed(1).padStart(5);
  const progress = `${sample.done.toLocaleString('en-US')}/${sample.total.toLocaleString('en-US')}`;
  console.log(
    `[bench]     ${label} +${seconds} s  ${sample.state.padEnd(8)} ${progress.padEnd(15)} contributor's total ${sample.contributorTotal.toLocaleString('en-US')}`,
  );
}

/** Runs `change` and follows the apply it starts until DONE; throws on ERROR or if stuck. */
export async function watchApply(
  watch: ApplyWatch,
  change: () => Promise<void>,
): Promise<ApplyFigures> {
  const { admin, contributor, collectId, label } = watch;
  const before = await contributorTotal(contributor, collectId);
  const samples: ApplySample[] = [];
  const started = performance.now();
  await change();
  const callMs = performance.now() - started;
  let lastPrinted = -Infinity;
  let moved = { done: -1, atMs: 0 };
  for (;;) {
    const tick = performance.now();
    const [collect, total] = await Promise.all([
      admin.call<CollectResponse>('GET', `/api/collects/${collectId}`),
      contributorTotal(contributor, collectId),
    ]);
    const progress = collect.body.collect.rules_progress;
    const sample: ApplySample = {
      atMs: performance.now() - started,
      state: progress?.state ?? 'NONE',
      done: progress?.done ?? 0,
      total: progress?.total ?? 0,
      contributorTotal: total,
    };
    samples.push(sample);
    const finished = sample.state !== 'APPLYING';
    if (finished || sample.atMs - lastPrinted >= PRINT_EVERY_MS) {
      printSample(label, sample);
      lastPrinted = sample.atMs;
    }
    if (sample.state === 'ERROR') throw new Error(`${label}: the apply task ended in ERROR`);
    if (finished) break;
    if (sample.atMs > GIVE_UP_MS) throw new Error(`${label}: not DONE after ${GIVE_UP_MS} ms`);
    if (sample.done !== moved.done) moved = { done: sample.done, atMs: sample.atMs };
    if (sample.atMs - moved.atMs > STALLED_MS) {
      throw new Error(
        `${label}: the apply stopped at ${sample.done}/${sample.total} (no progress for ${STALLED_MS / 1000} s; did functions/lib change? The Functions emulator then reloads the api and the local queue loses its task)`,
      );
    }
    await sleep(TICK_MS - (performance.now() - tick));
  }
  const last = samples[samples.length - 1];
  if (!last) throw new Error(`${label}: no progress sample`);
  const after = await contributorTotal(contributor, collectId);
  const bound = Math.max(before, after);
  return {
    callMs,
    doneMs: last.atMs,
    applied: last.done,
    samples,
    before,
    after,
    widest: Math.max(...samples.map((sample) => sample.contributorTotal)),
    tooWide: samples.filter((sample) => sample.contributorTotal > bound),
  };
}
