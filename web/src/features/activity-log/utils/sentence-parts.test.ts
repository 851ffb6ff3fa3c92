import { describe, expect, it } from 'vitest';
import { sentenceParts, slotMarker } from './sentence-parts';

const actor = slotMarker('actor');
const target = slotMarker('target');

describe('sentenceParts', () => {
  it('splits a sentence around its slots, in the language’s order', () => {
    expect(sentenceParts(`${actor} invited ${target} as manager`, { actor, target })).toEqual([
      { slot: 'actor' },
      { text: ' invited ' },
      { slot: 'target' },
      { text: ' as manager' },
    ]);
    expect(sentenceParts(`${target} a été invité par ${actor}`, { actor, target })).toEqual([
      { slot: 'target' },
      { text: ' a été invité par ' },
      { slot: 'actor' },
    ]);
  });

  it('keeps text without slots whole', () => {
    expect(sentenceParts('Nothing here', { actor })).toEqual([{ text: 'Nothing here' }]);
  });
});
