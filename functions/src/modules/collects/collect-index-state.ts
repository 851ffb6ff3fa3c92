import type { IndexAdmin, IndexWithState } from '../../core/indexes/index-admin.js';
import type { StoredCollect } from '../../db/collect-document.js';
import type { CollectIndexes } from '../../shared/contract/collect.schema.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import { collectIndexSpecs } from './collect-indexes.js';
import type { CollectsRepository } from './collects.repository.js';

// A collect's composite indexes are built by Firestore over minutes: saving the collect asks
// for them and stores their state, which GET refreshes until every one is READY, so that the
// manager sees how far the build is.

export interface IndexStateDeps {
  readonly collects: CollectsRepository;
  readonly indexes: IndexAdmin;
}

/** The collect's state from each index's: an index Firestore must repair is an error. */
export function summariseIndexes(states: readonly IndexWithState[]): CollectIndexes {
  const ready = states.filter((index) => index.state === 'READY').length;
  const broken = states.some((index) => index.state === 'NEEDS_REPAIR');
  return {
    state: broken ? 'ERROR' : ready === states.length ? 'READY' : 'CREATING',
    ready,
    total: states.length,
  };
}

const gridOf = (collect: StoredCollect) => ({
  fieldsToDisplay: [...collect.fieldsToDisplay],
  filterable_fields: [...collect.filterableFields],
});

/**
 * Asks for the indexes the collect's settings need and stores their state. The collect is
 * saved already: an Admin API failure is stored as ERROR (GET asks again) instead of failing
 * the save.
 */
export async function startIndexes(
  deps: IndexStateDeps,
  collect: StoredCollect,
  fields: readonly RecordField[],
  onFailure: (cause: unknown) => void,
): Promise<CollectIndexes> {
  const specs = collectIndexSpecs(gridOf(collect), fields);
  let indexes: CollectIndexes;
  try {
    indexes = summariseIndexes(await deps.indexes.ensure(specs));
  } catch (cause) {
    onFailure(cause);
    indexes = { state: 'ERROR', ready: 0, total: specs.length };
  }
  await deps.collects.saveIndexes(collect.programId, collect.id, indexes);
  return indexes;
}

/**
 * The stored state, asked again (and stored) while it is not READY; after an ERROR the
 * indexes are asked for again, which creates those that are missing.
 */
export async function refreshedIndexes(
  deps: IndexStateDeps,
  collect: StoredCollect,
  fields: readonly RecordField[],
): Promise<CollectIndexes> {
  if (collect.indexes.state === 'READY') return collect.indexes;
  const specs = collectIndexSpecs(gridOf(collect), fields);
  const states =
    collect.indexes.state === 'ERROR'
      ? await deps.indexes.ensure(specs)
      : await deps.indexes.states(specs);
  const indexes = summariseIndexes(states);
  const same =
    indexes.state === collect.indexes.state &&
    indexes.ready === collect.indexes.ready &&
    indexes.total === collect.indexes.total;
  if (!same) await deps.collects.saveIndexes(collect.programId, collect.id, indexes);
  return indexes;
}
