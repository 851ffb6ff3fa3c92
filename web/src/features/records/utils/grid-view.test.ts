import { describe, expect, it } from 'vitest';
import {
  effectiveSort,
  hasViewParams,
  readGridView,
  toggledSort,
  viewParams,
  viewSearch,
  writeGridView,
  type GridView,
} from './grid-view';

const defaults = {
  filters: [{ field: 'region', op: 'eq' as const, value: 'north' }],
  sort: { field: 'amount', direction: 'desc' as const },
};

describe('the grid view in the URL', () => {
  it('is the collect’s default view when the URL names none', () => {
    expect(readGridView(new URLSearchParams('tab=x'), defaults)).toEqual({
      filters: defaults.filters,
      keywords: '',
      sort: defaults.sort,
    });
  });

  it('round-trips through the URL, an empty filter list meaning "no filter"', () => {
    const view: GridView = { filters: [], keywords: 'dupont', sort: null };
    const params = writeGridView(new URLSearchParams('other=1'), view);
    expect(params.get('filters')).toBe('[]');
    expect(params.get('other')).toBe('1');
    expect(readGridView(params, defaults)).toEqual(view);
  });

  it('leaves out filters a hand-edited link spoils instead of failing', () => {
    const params = new URLSearchParams({ filters: '[{"field":"x"', keywords: 'a' });
    expect(readGridView(params, defaults).filters).toEqual([]);
  });

  it('searches a link’s keywords from 3 characters (accents and spaces do not count)', () => {
    const keywordsOf = (keywords: string) =>
      readGridView(new URLSearchParams({ filters: '[]', keywords }), defaults).keywords;
    expect(keywordsOf(' élo ')).toBe('élo');
    expect(keywordsOf('ab')).toBe('');
    expect(keywordsOf('a  b')).toBe('a  b');
    expect(keywordsOf('e\u0301e')).toBe('');
  });

  it('sends the api its own names, leaving out what is empty', () => {
    expect(viewParams({ filters: [], keywords: '', sort: null })).toEqual({
      filters: undefined,
      keywords: undefined,
      sort: undefined,
      direction: undefined,
    });
    expect(viewParams({ ...defaults, keywords: 'a' })).toEqual({
      filters: JSON.stringify(defaults.filters),
      keywords: 'a',
      sort: 'amount',
      direction: 'desc',
    });
  });

  it('carries only the view from the grid to a record', () => {
    expect(viewSearch(new URLSearchParams('keywords=a&tab=x&sort=name&direction=asc'))).toBe(
      '?keywords=a&sort=name&direction=asc',
    );
    expect(viewSearch(new URLSearchParams('tab=x'))).toBe('');
  });

  it('carries the member a manager views the grid as, which is not a view of its own', () => {
    expect(viewSearch(new URLSearchParams('keywords=a&as_user=u3&tab=x'))).toBe(
      '?keywords=a&as_user=u3',
    );
    // Viewing as someone keeps the collect's default view.
    expect(hasViewParams(new URLSearchParams('as_user=u3'))).toBe(false);
    expect(readGridView(new URLSearchParams('as_user=u3'), defaults)).toEqual({
      filters: defaults.filters,
      keywords: '',
      sort: defaults.sort,
    });
  });
});

describe('sorting', () => {
  const none: GridView = { filters: [], keywords: '', sort: null };

  it('is newest first by default, or by the range filter’s field as the api does', () => {
    expect(effectiveSort(none)).toEqual({ field: 'created_at', direction: 'desc' });
    expect(effectiveSort({ ...none, filters: [{ field: 'amount', op: 'gt', value: 3 }] })).toEqual({
      field: 'amount',
      direction: 'asc',
    });
  });

  it('toggles a header: ascending first, then descending', () => {
    expect(toggledSort(none, 'name')).toEqual({ field: 'name', direction: 'asc' });
    const byName: GridView = { ...none, sort: { field: 'name', direction: 'asc' } };
    expect(toggledSort(byName, 'name')).toEqual({ field: 'name', direction: 'desc' });
    expect(toggledSort(none, 'created_at')).toEqual({ field: 'created_at', direction: 'asc' });
  });
});
