import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, built once', () => {
    expect(numberFormat('fr-FR')).toBe(numberFormat('fr-FR'));
    expect(dateTimeFormat('en-US', { dateStyle: 'medium' })).toBe(
      dateTimeFormat('en-US', { dateStyle: 'medium' }),
    );
  });

  it('keeps locales and options apart', () => {
    expect(numberFormat('fr-FR').format(1234.5)).toBe('1\u202f234,5');
    expect(numberFormat('en-US').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('en-US', { maximumFractionDigits: 0 }).format(1234.5)).toBe('1,235');
    const day = new Date(2026, 2, 1);
    expect(dateTimeFormat('en-US', { dateStyle: 'medium' }).format(day)).toBe('Mar 1, 2026');
    expect(dateTimeFormat('fr-FR', { dateStyle: 'medium' }).format(day)).toBe('1 mars 2026');
    expect(dateTimeFormat('en-US', { dateStyle: 'long' }).format(day)).toBe('March 1, 2026');
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(listFormat('fr-FR', { type: 'conjunction' }).format(['a', 'b'])).toBe('a et b');
  });
});
