import { countFunctionWorkers } from './function-workers.js';

/** The function Hosting's /api rewrite calls (functions/src/index.ts). */
const API_FUNCTION = 'api';
/** Without /proc: a round this quick was served by workers already up. */
const QUICK_ROUND_MS = 1500;

/** The calls a signed-in screen makes side by side (user, programs, collect, page, …). */
export const FIRST_SCREEN_CALLS = 6;

export interface WarmResult {
  /** Rounds of calls side by side it took. */
  readonly rounds: number;
  /** The slowest call of the last round. */
  readonly slowestMs: number;
  /** The api's worker processes at the end; null where /proc cannot be read. */
  readonly workers: number | null;
}

/**
 * The Functions emulator runs one request per worker process and starts a new one whenever all
 * are busy; each takes seconds of CPU to load. A stream that arrives on a cold pool starts a
 * crowd of them at once and stalls the machine, which is the emulator's start-up and not the
 * API's throughput. Bring up `width` workers first, as production keeps warm instances
 * (minInstances): rounds of `width` health calls side by side.
 *
 * Until it has `width` workers. A health call is answered in a few milliseconds, so a round is
 * often served by fewer workers than calls, and ending at the first quick round (as this once
 * did) left about 6 of 16 up: the other 10 then started under the load being measured, seconds
 * of CPU each. So the workers are counted (firebase-tools does not say how many it has: /proc
 * does), and rounds go on until there are `width`. A round never starts more workers than it
 * has calls, so this cannot overshoot. Where they cannot be counted (no /proc, or a stack this
 * process did not start), the first quick round ends it, as before.
 */
export async function warmWorkers(
  baseUrl: string,
  width: number,
  { maxRounds = 60, maxMs = 120_000 }: { maxRounds?: number; maxMs?: number } = {},
): Promise<WarmResult> {
  const deadline = Date.now() + maxMs;
  let slowestMs = Infinity;
  let workers: number | null = null;
  let rounds = 0;
  const done = () =>
    workers === null ? slowestMs <= QUICK_ROUND_MS && rounds > 0 : workers >= width;
  while (rounds < maxRounds && Date.now() < deadline && !done()) {
    rounds++;
    slowestMs = await callsSideBySide(baseUrl, width);
    // None at all below this process: the stack is not ours to count (or is down).
    const counted = countFunctionWorkers(API_FUNCTION);
    workers = counted === 0 ? null : counted;
  }
  return { rounds, slowestMs, workers };
}

/** `count` health calls at once; the slowest one's time. */
async function callsSideBySide(baseUrl: string, count: number): Promise<number> {
  const times = await Promise.all(
    Array.from({ length: count }, async () => {
      const start = Date.now();
      await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(120_000) })
        .then((r) => r.text())
        .catch(() => '');
      return Date.now() - start;
    }),
  );
  return Math.max(...times);
}
