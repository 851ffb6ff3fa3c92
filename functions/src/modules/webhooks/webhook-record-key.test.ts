import { describe, expect, it } from 'vitest';
import { keyValuesOf, recordIdForKey } from './webhook-record-key.js';

describe('webhook record key', () => {
  it('gives the same id to the same key values in the same collect only', () => {
    const a = recordIdForKey('c1', keyValuesOf(['email'], { email: 'a@b.org', name: 'A' }, 'r'));
    const b = recordIdForKey('c1', keyValuesOf(['email'], { email: 'a@b.org', name: 'B' }, 'r'));
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{40}$/);
    expect(recordIdForKey('c2', ['a@b.org'])).not.toBe(a);
    expect(recordIdForKey('c1', ['a@b.org', 1])).not.toBe(recordIdForKey('c1', ['a@b.org1']));
  });

  it('keeps types apart and ignores the order of list items', () => {
    expect(recordIdForKey('c', [1])).not.toBe(recordIdForKey('c', ['1']));
    const left = keyValuesOf(['tags'], { tags: ['b', 'a'] }, 'records.0');
    const right = keyValuesOf(['tags'], { tags: ['a', 'b'] }, 'records.0');
    expect(recordIdForKey('c', left)).toBe(recordIdForKey('c', right));
  });

  it('names the record and the field when a matched value is missing', () => {
    expect(() => keyValuesOf(['email'], { email: null }, 'records.3')).toThrow(
      /^records\.3\.email: Required/,
    );
  });
});
