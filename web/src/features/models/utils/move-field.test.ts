import { describe, expect, it } from 'vitest';
import { movedBefore } from './move-field';

describe('moving a field onto another', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('takes the place of the row it is dropped on', () => {
    expect(movedBefore(ids, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(movedBefore(ids, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(movedBefore(ids, 'a', 'd')).toEqual(['b', 'c', 'd', 'a']);
  });

  it('changes nothing when dropped on itself or an unknown row', () => {
    expect(movedBefore(ids, 'b', 'b')).toEqual(ids);
    expect(movedBefore(ids, 'x', 'b')).toEqual(ids);
  });
});
