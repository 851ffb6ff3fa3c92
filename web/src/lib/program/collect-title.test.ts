import { describe, expect, it } from 'vitest';
import { collectTitle } from './collect-title';

describe('collectTitle', () => {
  it('shows the French title in French', () => {
    expect(collectTitle({ title: 'Schools', title_fr: 'Écoles' }, 'fr')).toBe('Écoles');
  });

  it('falls back to the title when there is no French title', () => {
    expect(collectTitle({ title: 'Schools' }, 'fr')).toBe('Schools');
    expect(collectTitle({ title: 'Schools', title_fr: ' ' }, 'fr')).toBe('Schools');
    expect(collectTitle({ title: 'Schools', title_fr: null }, 'fr')).toBe('Schools');
  });

  it('shows the title in English', () => {
    expect(collectTitle({ title: 'Schools', title_fr: 'Écoles' }, 'en')).toBe('Schools');
  });
});
