import { describe, expect, it } from 'vitest';
import { idSchema } from './common.schema.js';

describe('idSchema: the document ids a client may send', () => {
  it('accepts what Firestore accepts as a document id', () => {
    for (const id of [
      'abc',
      'A1_b-c',
      'é',
      'a.b',
      '...',
      '_x_',
      '__x',
      'x__',
      '👍',
      'x'.repeat(128),
    ]) {
      expect(idSchema.safeParse(id).success, id).toBe(true);
    }
  });

  it('refuses what Firestore refuses or reserves, and what would add a path segment', () => {
    const refused = [
      '',
      '   ',
      'a/b',
      '/',
      '.',
      '..',
      '__x__',
      '____',
      '__a\nb__',
      '\uD800',
      'a\uDC00',
      'x'.repeat(129),
    ];
    for (const id of refused)
      expect(idSchema.safeParse(id).success, JSON.stringify(id)).toBe(false);
  });

  it('refuses values that are not strings', () => {
    for (const value of [1, null, {}, ['a']]) expect(idSchema.safeParse(value).success).toBe(false);
  });
});
