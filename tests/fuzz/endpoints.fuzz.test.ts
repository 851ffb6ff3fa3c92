import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FailureKind } from './answer-checks.js';
import type { FuzzReport } from './failure-log.js';
import { runFuzz } from './fuzz-runner.js';
import { formatFailure, formatReport } from './report-format.js';
import { startThrowawayStack } from './throwaway-stack.js';

// A fixed seed, so that CI is repeatable and a failure replays with `npm run fuzz -- --seed`.
// Longer, randomly seeded runs: `npm run fuzz -- --runs 50`.
const CI_SEED = 20_260_901;
const CI_RUNS = 3;

describe('every operation of /api/openapi.json, fuzzed as every role through the whole stack', () => {
  let report: FuzzReport | undefined;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const own = await startThrowawayStack('fuzz', { build: false });
    stop = own.stop;
    report = await runFuzz({
      baseUrl: own.stack.webUrl,
      seed: CI_SEED,
      runs: CI_RUNS,
      accounts: own.stack.seed.accounts,
    });
    console.log(formatReport(report));
  }, 600_000);

  afterAll(async () => {
    await stop?.();
  });

  const failuresOf = (...kinds: FailureKind[]): string[] =>
    (report?.failures ?? [])
      .filter((failure) => kinds.includes(failure.kind))
      .map((failure) => formatFailure(failure).join('\n'));

  it('sends every operation as every role, and keeps the data it fuzzes usable', () => {
    expect(report?.worldLost).toBeUndefined();
    expect(report?.requests).toBeGreaterThanOrEqual(CI_RUNS * 6 * 40);
  });

  it('never answers 5xx, and always answers', () => {
    expect(failuresOf('SERVER_ERROR', 'NO_ANSWER', 'UNEXPECTED_STATUS')).toEqual([]);
  });

  it('answers every 4xx with { error: { code, message } } and no stack trace', () => {
    expect(failuresOf('ERROR_SHAPE', 'STACK_TRACE')).toEqual([]);
  });

  it('answers 2xx only as documented, with bodies matching the documented schema', () => {
    expect(failuresOf('RESPONSE_SCHEMA', 'UNDOCUMENTED_SUCCESS')).toEqual([]);
  });

  it('refuses callers without a valid token, and disabled users', () => {
    expect(failuresOf('AUTH_BYPASS', 'DISABLED_ACCEPTED')).toEqual([]);
  });

  it("shows no program's data to anyone without a role in it", () => {
    expect(failuresOf('LEAK')).toEqual([]);
  });
});
