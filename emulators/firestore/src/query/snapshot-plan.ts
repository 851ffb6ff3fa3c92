import { pathKey } from '../paths/path-key.js';
import { prefixSuccessor } from '../values/key-writer.js';
import type { NormalizedQuery } from './query-model.js';
import type { QueryPlan } from './query-plan.js';

/**
 * Plan for a query at a past snapshot: past versions are kept per document,
 * not in the indexes, so every document under the query's scope as it was
 * then is read and filtered, ordered and windowed in memory.
 */
export function snapshotPlan(query: NormalizedQuery, at: number): QueryPlan {
  const scope = query.allDescendants
    ? query.parentPath
    : [query.parentPath, query.collectionId].filter(Boolean).join('/');
  const prefix = pathKey(scope === '' ? [] : scope.split('/'));
  return {
    source: { kind: 'snapshot', lo: prefix, hi: prefixSuccessor(prefix), at },
    descending: false,
    orderedPrefix: 0,
    exact: false,
  };
}

/** Whether a document path is one the query selects (its collection, group or subtree). */
export function inQueryScope(query: NormalizedQuery, path: string): boolean {
  const segments = path.split('/');
  const parent = query.parentPath === '' ? [] : query.parentPath.split('/');
  if (segments.length <= parent.length) return false;
  if (!parent.every((segment, i) => segments[i] === segment)) return false;
  const collectionId = segments[segments.length - 2];
  if (!query.allDescendants)
    return segments.length === parent.length + 2 && collectionId === query.collectionId;
  return query.collectionId === '' || collectionId === query.collectionId;
}
