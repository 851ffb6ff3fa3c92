import { describe, expect, it } from 'vitest';
import { parentQuery } from './parent-filter';

describe('parentQuery', () => {
  it('turns the filter of the URL into the API query', () => {
    expect(parentQuery('')).toEqual({});
    expect(parentQuery('top')).toEqual({ parent: 'none' });
    expect(parentQuery('sub')).toEqual({ parent: 'any' });
    expect(parentQuery('g1')).toEqual({ parent_id: 'g1' });
  });
});
