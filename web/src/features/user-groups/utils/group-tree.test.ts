import { describe, expect, it } from 'vitest';
import { possibleParents, selfAndDescendants } from './group-tree';

const groups = [
  { _id: 'root', parent_id: null },
  { _id: 'a', parent_id: 'root' },
  { _id: 'a1', parent_id: 'a' },
  { _id: 'a1x', parent_id: 'a1' },
  { _id: 'b', parent_id: 'root' },
  { _id: 'other', parent_id: null },
];

describe('user group tree', () => {
  it('finds a group and everything below it', () => {
    expect([...selfAndDescendants('a', groups)].sort()).toEqual(['a', 'a1', 'a1x']);
    expect([...selfAndDescendants('other', groups)]).toEqual(['other']);
  });

  it('offers as parents every group but the group itself and its descendants', () => {
    expect(possibleParents('a', groups).map((group) => group._id)).toEqual(['root', 'b', 'other']);
  });

  it('offers every group to a new group', () => {
    expect(possibleParents(null, groups)).toHaveLength(groups.length);
  });

  it('does not loop over a stored cycle', () => {
    const cyclic = [
      { _id: 'x', parent_id: 'y' },
      { _id: 'y', parent_id: 'x' },
      { _id: 'z', parent_id: null },
    ];
    expect(possibleParents('x', cyclic).map((group) => group._id)).toEqual(['z']);
  });
});
