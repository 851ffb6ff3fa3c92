import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  changeArbitrary,
  worldArbitrary,
  writesArbitrary,
} from './support/record-access-reference.js';
import {
  gridsDifferences,
  readDifferences,
  writeDifferences,
} from './support/record-access-answers.js';
import { applyChange } from './support/record-access-changes.js';
import { buildWorld, describeWorld, setUpPeople } from './support/record-access-world.js';
import type { AccessFixture } from './support/record-access-world.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';

// Attribution rules, the same answer everywhere (issue 12): for random user groups (some under
// others), memberships, rules (to a user or a group; READ or WRITE; everything, IN or NOT_IN,
// on a select, a list, a text and a number field) and records, built through the api, each
// person's grid (every page, plain and with a filter) and its total, their search, each record
// read, and their writes are what a plain reading of the rules says (support/
// record-access-reference.ts); and after a manager's change (a member leaves a group, a rule is
// deleted, added or its condition changed, a group moves), the next calls follow at once.
// A failure names the people and records whose answers differ, under the world's groups and
// rules.

const fail = (world: string, differences: readonly string[]) => {
  if (differences.length > 0) throw new Error(`${world}\n${differences.join('\n')}`);
};

/** Each property tries new worlds for this long (a world costs a few seconds of api calls). */
const TRYING_MS = 25_000;
/** Then shrinking a failure may take this long more. */
const SHRINKING_MS = 150_000;
const TEST_MS = TRYING_MS + SHRINKING_MS + 30_000;

/**
 * The property runs for real while within its time, and after it (to shrink) once it failed;
 * runs left when the time is up pass untried, so a loaded machine tries fewer worlds.
 */
function withinTime<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const end = Date.now() + TRYING_MS;
  let failing = false;
  return async (...args: A) => {
    if (!failing && Date.now() > end) return;
    try {
      await run(...args);
    } catch (error) {
      failing = true;
      throw error;
    }
  };
}

describe('attribution rules against a reference reading of them', () => {
  let api: TestApi;
  let fixture: AccessFixture;

  beforeAll(async () => {
    api = await startTestApi('record-access');
    fixture = await setUpPeople(api);
  });
  afterAll(() => api.close());

  it(
    'every records call gives each person exactly what their rules give them',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldArbitrary.chain((world) =>
            fc.tuple(fc.constant(world), writesArbitrary(world.records.length)),
          ),
          withinTime(async ([spec, writes]) => {
            const world = await buildWorld(fixture, spec);
            fail(describeWorld(world), await readDifferences(fixture, world, spec.filter));
            fail(describeWorld(world), await writeDifferences(fixture, world, writes));
          }),
        ),
        { numRuns: 8, seed: 20261201, interruptAfterTimeLimit: TRYING_MS + SHRINKING_MS },
      );
    },
    TEST_MS,
  );

  it(
    'after a change of groups or rules, the next calls follow the new rules',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldArbitrary,
          fc.array(changeArbitrary, { minLength: 1, maxLength: 3 }),
          withinTime(async (spec, changes) => {
            const world = await buildWorld(fixture, spec);
            const done: string[] = [];
            for (const change of changes) {
              const applied = await applyChange(fixture, world, change);
              done.push(applied.done);
              const context = `${describeWorld(world)}\nafter: ${done.join('; ')}`;
              fail(context, applied.differences);
              fail(context, await gridsDifferences(fixture, world));
            }
            fail(
              `${describeWorld(world)}\nafter: ${done.join('; ')}`,
              await readDifferences(fixture, world, spec.filter),
            );
          }),
        ),
        { numRuns: 8, seed: 20261202, interruptAfterTimeLimit: TRYING_MS + SHRINKING_MS },
      );
    },
    TEST_MS,
  );
});
