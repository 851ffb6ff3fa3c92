import { describe, expect, it } from 'vitest';
import { keywordsOf, normaliseText, personKeywords, searchKeyOf } from './keywords.js';

describe('search keywords', () => {
  it('normalises case, accents and spaces', () => {
    expect(normaliseText('  Éloïse   DUPONT ')).toBe('eloise dupont');
    expect(searchKeyOf('  ÉLO ')).toBe('elo');
    expect(searchKeyOf('   ')).toBeNull();
    expect(searchKeyOf(undefined)).toBeNull();
  });

  it('finds a person by a prefix of either name, the full name or the e-mail', () => {
    const keywords = personKeywords({
      email: 'e.dupont@example.org',
      first_name: 'Éloïse',
      last_name: 'Dupont-Martin',
    });
    for (const query of ['elo', 'dup', 'martin', 'eloise d', 'dupont-martin elo', 'e.dupont@ex']) {
      expect(keywords).toContain(searchKeyOf(query));
    }
    expect(keywords).not.toContain('ample');
  });

  it('caps prefixes so that long queries still match', () => {
    const long = 'a'.repeat(60);
    const keywords = keywordsOf([long]);
    expect(Math.max(...keywords.map((keyword) => keyword.length))).toBe(30);
    expect(keywords).toContain(searchKeyOf(long));
  });

  it('keeps prefixes from the shortest length asked, and long texts by their words', () => {
    const keywords = keywordsOf(['Ada Lo'], { wordsOnly: ['Visit notes'], shortest: 3 });
    expect(keywords).toEqual([
      'ada',
      'ada l',
      'ada lo',
      'not',
      'note',
      'notes',
      'vis',
      'visi',
      'visit',
    ]);
  });
});
