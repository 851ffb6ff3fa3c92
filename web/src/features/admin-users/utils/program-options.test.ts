import { describe, expect, it } from 'vitest';
import { programOptions } from './program-options';

describe('programOptions', () => {
  it('lists every program once, sorted by name, including the user’s own', () => {
    expect(
      programOptions(
        [
          { _id: 'b', name: 'Beta' },
          { _id: 'a', name: 'Alpha' },
        ],
        [
          { _id: 'a', name: 'Alpha' },
          { _id: 'z', name: 'Archived' },
        ],
      ),
    ).toEqual([
      { value: 'a', label: 'Alpha' },
      { value: 'z', label: 'Archived' },
      { value: 'b', label: 'Beta' },
    ]);
  });
});
