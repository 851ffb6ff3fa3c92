import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('stays on the page and explains the minimum below 3 characters', async () => {
    const { router } = await renderWithProviders(<SearchBox />, { path: '/p1/dashboard' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ab{Enter}');

    expect(router.state.location.pathname).toBe('/p1/dashboard');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Type at least 3 characters');
  });

  it('opens the search page on Enter from 3 characters', async () => {
    const { router } = await renderWithProviders(<SearchBox />, { path: '/p1/dashboard' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' abc {Enter}');

    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?keywords=abc');
  });

  it('does not search while typing, only on Enter', async () => {
    const { router } = await renderWithProviders(<SearchBox />, { path: '/p1/dashboard' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'school');

    expect(router.state.location.pathname).toBe('/p1/dashboard');
  });

  it('keeps the French prefix', async () => {
    const { router } = await renderWithProviders(<SearchBox />, {
      path: '/fr/p1/dashboard',
      locale: 'fr',
    });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'école{Enter}');

    expect(router.state.location.pathname).toBe('/fr/search');
  });
});
