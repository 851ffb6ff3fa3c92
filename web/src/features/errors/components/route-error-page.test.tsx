import { screen, waitFor } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnknownGuardError } from '@/app/guards/guards';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { ErrorPageBoundary } from './error-page-boundary';
import { RouteErrorPage } from './route-error-page';

function failingRoute(error: unknown) {
  return [
    {
      path: '*',
      loader: () => {
        throw error;
      },
      element: null,
      errorElement: <RouteErrorPage />,
    },
  ];
}

function Broken(): never {
  throw new Error('the error page broke');
}

describe('RouteErrorPage', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; the assertions are what matters.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the 404 page for a route that answered 404', async () => {
    await renderWithProviders(null, { routes: failingRoute(data('Not Found', { status: 404 })) });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it('shows "An error occurred" with status 500 for an unknown guard, and reports it', async () => {
    const report = vi.fn();
    await renderWithProviders(null, {
      routes: failingRoute(new UnknownGuardError('is-owner')),
      services: fakeServices({ reporter: { report } }),
    });
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware')).toBeInTheDocument();
    // Reported from an effect, after the page is painted: on a loaded machine, a moment later.
    await waitFor(() => expect(report).toHaveBeenCalledOnce());
  });

  it('speaks French under /fr', async () => {
    await renderWithProviders(null, {
      routes: failingRoute(new Error('boom')),
      locale: 'fr',
      path: '/fr/p1',
    });
    expect(
      await screen.findByRole('heading', { name: 'Une erreur est survenue' }),
    ).toBeInTheDocument();
  });
});

describe('ErrorPageBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('falls back to a last-resort page with a way home when the error page fails', async () => {
    await renderWithProviders(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(
      await screen.findByRole('heading', {
        name: 'An error occurred while showing the error page',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
