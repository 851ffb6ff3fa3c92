import { z } from 'zod';
import type { IndexField, IndexSpec, IndexState } from './index-admin.js';

const NAME_FIELD = '__name__';

const listedFieldSchema = z.object({
  fieldPath: z.string(),
  order: z.enum(['ASCENDING', 'DESCENDING']).optional(),
  arrayConfig: z.literal('CONTAINS').optional(),
});

/** An index as Firestore's Admin REST API lists it (unknown members ignored). */
export const listedIndexSchema = z.object({
  name: z.string(),
  queryScope: z.string(),
  fields: z.array(listedFieldSchema).default([]),
  state: z.string().optional(),
});

export type ListedIndex = z.infer<typeof listedIndexSchema>;

function fieldKey(field: IndexField): string {
  return `${field.fieldPath} ${field.order ?? field.arrayConfig ?? ''}`;
}

/**
 * The fields as Firestore stores them: ending with `__name__`, which an index declared without
 * it gets implicitly, in the direction of the last ordered field (ascending after an array one).
 */
export function explicitFields(fields: readonly IndexField[]): IndexField[] {
  const last = fields.at(-1);
  if (!last || last.fieldPath === NAME_FIELD) return [...fields];
  const order = last.order === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING';
  return [...fields, { fieldPath: NAME_FIELD, order }];
}

/** The collection group an index's resource name belongs to. */
export function groupOfIndexName(name: string): string | undefined {
  return /\/collectionGroups\/([^/]+)\/indexes\//.exec(name)?.[1];
}

/** Same group, scope and fields, field by field in the same order and modes. */
export function matchesSpec(listed: ListedIndex, spec: IndexSpec): boolean {
  if (groupOfIndexName(listed.name) !== spec.collectionGroup) return false;
  if (listed.queryScope !== spec.queryScope) return false;
  const wanted = explicitFields(spec.fields).map(fieldKey);
  const actual = explicitFields(listed.fields).map(fieldKey);
  return wanted.length === actual.length && wanted.every((key, i) => key === actual[i]);
}

/** Production's states; an unknown one counts as not usable yet. */
export function stateOf(listed: ListedIndex | undefined): IndexState {
  if (!listed) return 'MISSING';
  if (listed.state === 'READY' || listed.state === 'NEEDS_REPAIR') return listed.state;
  return 'CREATING';
}
