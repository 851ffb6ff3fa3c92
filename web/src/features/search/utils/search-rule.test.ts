import { describe, expect, it } from 'vitest';
import { isSearchable, searchPath } from './search-rule';

describe('isSearchable', () => {
  it('refuses up to 2 characters', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable('ab')).toBe(false);
  });

  it('accepts from 3 characters', () => {
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('école')).toBe(true);
  });

  it('does not count surrounding spaces', () => {
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable(' a b ')).toBe(true);
  });
});

describe('searchPath', () => {
  it('puts the trimmed keywords in the query string', () => {
    expect(searchPath('  big school ')).toBe('/search?keywords=big+school');
    expect(searchPath('a&b=c')).toBe('/search?keywords=a%26b%3Dc');
  });
});
