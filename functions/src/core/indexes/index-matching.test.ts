import { describe, expect, it } from 'vitest';
import type { IndexSpec } from './index-admin.js';
import { explicitFields, matchesSpec, stateOf } from './index-matching.js';
import type { ListedIndex } from './index-matching.js';

const spec: IndexSpec = {
  collectionGroup: 'records',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'keywords', arrayConfig: 'CONTAINS' },
    { fieldPath: 'fields.status', order: 'DESCENDING' },
  ],
};

function listed(overrides: Partial<ListedIndex> = {}): ListedIndex {
  return {
    name: 'projects/p/databases/(default)/collectionGroups/records/indexes/CICAgOjXh4EK',
    queryScope: 'COLLECTION',
    // Firestore lists the implicit __name__ field last.
    fields: [...spec.fields, { fieldPath: '__name__', order: 'DESCENDING' }],
    state: 'READY',
    ...overrides,
  };
}

describe('matching a wanted index against the listed ones', () => {
  it('matches the index Firestore lists with its implicit __name__ field', () => {
    expect(matchesSpec(listed(), spec)).toBe(true);
    expect(matchesSpec(listed({ fields: spec.fields }), spec)).toBe(true);
  });

  it('tells apart the field order, a direction, the scope and the collection group', () => {
    const [contains, status] = spec.fields;
    if (!contains || !status) throw new Error('spec has two fields');
    expect(matchesSpec(listed({ fields: [status, contains] }), spec)).toBe(false);
    expect(
      matchesSpec(listed({ fields: [contains, { ...status, order: 'ASCENDING' }] }), spec),
    ).toBe(false);
    expect(matchesSpec(listed({ queryScope: 'COLLECTION_GROUP' }), spec)).toBe(false);
    expect(
      matchesSpec(
        listed({ name: 'projects/p/databases/(default)/collectionGroups/other/indexes/x' }),
        spec,
      ),
    ).toBe(false);
  });

  it('does not take a __name__ in the other direction for the implicit one', () => {
    const ascendingName = [...spec.fields, { fieldPath: '__name__', order: 'ASCENDING' as const }];
    expect(matchesSpec(listed({ fields: ascendingName }), spec)).toBe(false);
  });

  it('adds __name__ after an array field in ascending order', () => {
    expect(explicitFields([{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }]).at(-1)).toEqual({
      fieldPath: '__name__',
      order: 'ASCENDING',
    });
  });

  it('answers MISSING when nothing matches, and not ready for an unknown state', () => {
    expect(stateOf(undefined)).toBe('MISSING');
    expect(stateOf(listed({ state: 'NEEDS_REPAIR' }))).toBe('NEEDS_REPAIR');
    expect(stateOf(listed({ state: 'STATE_UNSPECIFIED' }))).toBe('CREATING');
  });
});
