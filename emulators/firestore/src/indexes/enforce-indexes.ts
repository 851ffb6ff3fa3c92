import type { DatabaseRef } from '../paths/resource-names.js';
import type { NormalizedQuery } from '../query/query-model.js';
import type { IndexCatalog } from './index-catalog.js';
import type { IndexSet } from './index-coverage.js';
import { indexFor, isServed } from './index-coverage.js';
import { indexNeedsOf } from './index-needs.js';
import { missingIndexError } from './missing-index-error.js';

/**
 * Refuses, as production would, a query that no index of its project can serve. Does nothing
 * when the emulator was started without index enforcement.
 */
export function enforceIndexes(
  catalog: IndexCatalog,
  db: DatabaseRef,
  query: NormalizedQuery,
  kind: 'query' | 'aggregation',
): void {
  if (!catalog.enforced) return;
  const set: IndexSet = {
    composites: (group, scope) => catalog.composites(db.project, db.database, group, scope),
    overrides: catalog.overrides(),
  };
  for (const need of indexNeedsOf(query, kind)) {
    if (!isServed(set, need)) throw missingIndexError(db.project, db.database, indexFor(need));
  }
}
