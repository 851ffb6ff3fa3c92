import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  changeArbitrary,
  worldArbitrary,
  writesArbitrary,
} from './support/record-access-reference.js';
import {
  applyChange,
  buildWorld,
  describeWorld,
  readDifferences,
  setUpPeople,
  writeDifferences,
} from './support/record-access-world.js';
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

describe('attribution rules against a reference reading of them', () => {
  let api: TestApi;
  let fixture: AccessFixture;

  beforeAll(async () => {
    api = await startTestApi('record-access');
    fixture = await setUpPeople(api);
  });
  afterAll(() => api.close());

  it('every records call gives each person exactly what their rules give them', async () => {
    await fc.assert(
      fc.asyncProperty(
        worldArbitrary.chain((world) =>
          fc.tuple(fc.constant(world), writesArbitrary(world.records.length)),
        ),
        async ([spec, writes]) => {
          const world = await buildWorld(fixture, spec);
          fail(describeWorld(world), await readDifferences(fixture, world, spec.filter));
          fail(describeWorld(world), await writeDifferences(fixture, world, writes));
        },
      ),
      { numRuns: 5, seed: 20261201, interruptAfterTimeLimit: 90_000 },
    );
  }, 180_000);

  it('after a change of groups or rules, the next calls follow the new rules', async () => {
    await fc.assert(
      fc.asyncProperty(
        worldArbitrary,
        fc.array(changeArbitrary, { minLength: 1, maxLength: 3 }),
        async (spec, changes) => {
          const world = await buildWorld(fixture, spec);
          const done: string[] = [];
          for (const change of changes) {
            const applied = await applyChange(fixture, world, change);
            done.push(applied.done);
            fail(`${describeWorld(world)}\nchanges: ${done.join('; ')}`, applied.differences);
          }
          fail(
            `${describeWorld(world)}\nafter: ${done.join('; ')}`,
            await readDifferences(fixture, world, spec.filter),
          );
        },
      ),
      { numRuns: 5, seed: 20261202, interruptAfterTimeLimit: 90_000 },
    );
  }, 180_000);
});
