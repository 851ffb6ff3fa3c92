import { describe, expect, it } from 'vitest';
import type { IndexAdmin, IndexSpec, IndexState } from '../../core/indexes/index-admin.js';
import type { StoredCollect } from '../../db/collect-document.js';
import type { CollectIndexes } from '../../shared/contract/collect.schema.js';
import { refreshedIndexes, startIndexes, summariseIndexes } from './collect-index-state.js';
import type { CollectsRepository } from './collects.repository.js';

const spec: IndexSpec = { collectionGroup: 'records', queryScope: 'COLLECTION', fields: [] };
const withState = (state: IndexState) => ({ ...spec, state });

const collect = (indexes: CollectIndexes): StoredCollect => ({
  id: 'c1',
  programId: 'p1',
  title: 'Visits',
  titleFr: null,
  modelId: 'm1',
  source: null,
  matchedFields: [],
  fieldsToDisplay: [],
  filterableFields: [],
  defaultFilters: { filters: [], sort: null },
  indexes,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  deleting: false,
  rulesVersion: 0,
  accessConditions: {},
  accessClasses: {},
  rulesProgress: null,
});

/** An Admin API answering the given states, counting its calls, and a repository recording saves. */
function fakes(states: IndexState[], failing = false) {
  const calls = { ensure: 0, states: 0 };
  const saved: CollectIndexes[] = [];
  const answer = (specs: readonly IndexSpec[]) =>
    specs.map((_, index) => withState(states[index % states.length] ?? 'READY'));
  const indexes: IndexAdmin = {
    async ensure(specs) {
      calls.ensure += 1;
      if (failing) throw new Error('Admin API down');
      return answer(specs);
    },
    async states(specs) {
      calls.states += 1;
      return answer(specs);
    },
  };
  const collects = {
    async saveIndexes(_programId: string, _collectId: string, state: CollectIndexes) {
      saved.push(state);
    },
  } as unknown as CollectsRepository;
  return { deps: { indexes, collects }, calls, saved };
}

describe('collect index state', () => {
  it('is READY when every index is, CREATING while one builds, ERROR when one needs repair', () => {
    expect(summariseIndexes([withState('READY'), withState('READY')])).toEqual({
      state: 'READY',
      ready: 2,
      total: 2,
    });
    expect(summariseIndexes([withState('READY'), withState('CREATING')]).state).toBe('CREATING');
    expect(summariseIndexes([withState('MISSING')]).state).toBe('CREATING');
    expect(summariseIndexes([withState('READY'), withState('NEEDS_REPAIR')]).state).toBe('ERROR');
  });

  it('stores an Admin API failure as ERROR instead of failing the save', async () => {
    const { deps, saved } = fakes([], true);
    const failures: unknown[] = [];
    const state = await startIndexes(
      deps,
      collect({ state: 'READY', ready: 0, total: 0 }),
      [],
      (e) => failures.push(e),
    );
    // No field: keyword search and a contributor's classes, by either time, both ways.
    expect(state).toEqual({ state: 'ERROR', ready: 0, total: 8 });
    expect(saved).toEqual([state]);
    expect(failures).toHaveLength(1);
  });

  it('asks again only while not READY: states() while building, ensure() after an error', async () => {
    const ready = fakes(['READY']);
    const done = { state: 'READY', ready: 8, total: 8 } as const;
    expect(await refreshedIndexes(ready.deps, collect(done), [])).toEqual(done);
    expect(ready.calls).toEqual({ ensure: 0, states: 0 });

    const building = fakes(['READY', 'CREATING']);
    const progress = await refreshedIndexes(
      building.deps,
      collect({ state: 'CREATING', ready: 0, total: 8 }),
      [],
    );
    expect(progress).toEqual({ state: 'CREATING', ready: 4, total: 8 });
    expect(building.calls).toEqual({ ensure: 0, states: 1 });
    expect(building.saved).toEqual([progress]);

    const repaired = fakes(['READY']);
    await refreshedIndexes(repaired.deps, collect({ state: 'ERROR', ready: 0, total: 8 }), []);
    expect(repaired.calls).toEqual({ ensure: 1, states: 0 });
    expect(repaired.saved).toEqual([done]);
  });
});
