import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ITEMS, page, renderGrid } from '../test/grid-fixtures';
import { collectOf, contributor } from '../test/records-fixtures';

const NO_RULE = collectOf({ access: { see: 'NONE', write: 'NONE' } });

describe('records grid: what the caller’s access rules give them', () => {
  beforeEach(() => {
    // jsdom lays nothing out: the scroll area is given the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.restoreAllMocks());

  it('tells a contributor no rule gives any record why the grid is empty, and whom to ask', async () => {
    const { calls } = await renderGrid(
      '/p1/collects/c1',
      () => page(0),
      NO_RULE,
      'en',
      contributor,
    );
    expect(
      await screen.findByRole('heading', {
        name: 'No access rule gives you records of this collect yet',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ask a manager of the program/)).toBeInTheDocument();
    expect(screen.queryByText('No record yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search records' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === ITEMS)).toBe(false);
  });

  it('says it in French', async () => {
    await renderGrid('/p1/collects/c1', () => page(0), NO_RULE, 'fr', contributor);
    expect(
      await screen.findByRole('heading', {
        name: 'Aucune règle d’accès ne vous donne encore d’enregistrements de cette collecte',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Demandez à un responsable du programme/)).toBeInTheDocument();
  });
});
