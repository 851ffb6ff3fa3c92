import type { FuzzCase } from './fuzz-case.js';
import type { RawAnswer } from './raw-http.js';
import { setOwn } from './json-schema.js';

const MAX_ATTEMPTS = 20;

/**
 * The smallest variant of a failing case that still fails the same way: query parameters and
 * top-level body fields dropped one by one, long strings cut. `reproduces` sends a candidate and
 * returns its answer when it fails the same way.
 */
export async function shrinkCase(
  original: FuzzCase,
  reproduces: (candidate: FuzzCase) => Promise<RawAnswer | undefined>,
): Promise<{ fuzzCase: FuzzCase; answer: RawAnswer; replayed: boolean } | undefined> {
  const first = await reproduces(original);
  if (!first) return undefined;
  let best = { fuzzCase: original, answer: first, replayed: true };
  let attempts = 1;
  for (const candidate of candidates(original)) {
    if (attempts++ >= MAX_ATTEMPTS) break;
    const current = candidate(best.fuzzCase);
    if (!current) continue;
    const answer = await reproduces(current);
    if (answer) best = { fuzzCase: current, answer, replayed: true };
  }
  return best;
}

type Simplification = (fuzzCase: FuzzCase) => FuzzCase | undefined;

function* candidates(original: FuzzCase): Generator<Simplification> {
  const [, query] = original.target.split('?', 2);
  for (const part of query?.split('&') ?? []) {
    yield (c) => {
      const [path, q] = c.target.split('?', 2);
      const rest = (q ?? '').split('&').filter((p) => p !== part);
      if (rest.length === (q ?? '').split('&').length) return undefined;
      return { ...c, target: rest.length ? `${path}?${rest.join('&')}` : (path ?? '') };
    };
  }
  const body = original.body;
  if (body?.type !== 'json' || !isObject(body.value)) return;
  for (const key of Object.keys(body.value)) {
    yield (c) =>
      withBody(c, (value) => {
        if (!Object.hasOwn(value, key)) return false;
        delete value[key];
        return true;
      });
  }
  for (const key of Object.keys(body.value)) {
    yield (c) =>
      withBody(c, (value) => {
        const field = value[key];
        if (typeof field !== 'string' || field.length <= 40) return false;
        setOwn(value, key, field.slice(0, 40));
        return true;
      });
  }
}

function withBody(
  fuzzCase: FuzzCase,
  change: (value: Record<string, unknown>) => boolean,
): FuzzCase | undefined {
  if (fuzzCase.body?.type !== 'json' || !isObject(fuzzCase.body.value)) return undefined;
  const value = structuredClone(fuzzCase.body.value);
  if (!change(value)) return undefined;
  return { ...fuzzCase, body: { type: 'json', value } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
