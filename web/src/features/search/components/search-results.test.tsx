import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { SearchResults } from './search-results';

describe('SearchResults', () => {
  it('links each record to its view and names its collect and program', async () => {
    const { api } = fakeApi(({ path }) => {
      if (path === '/api/programs')
        return { programs: [{ _id: 'p1', name: 'Schools', logo: null }] };
      return {
        collects: [
          {
            _id: 'c1',
            program_id: 'p1',
            title: 'Home visits',
            title_fr: 'Visites',
            model_id: 'm1',
            source: null,
          },
        ],
      };
    });
    const results = {
      programs: [],
      collects: [],
      records: [{ _id: 'r1', program_id: 'p1', collect_id: 'c1', label: 'Ada Lovelace' }],
    };
    await renderWithProviders(
      <Suspense fallback={null}>
        <SearchResults results={results} />
      </Suspense>,
      { path: '/fr/search', locale: 'fr', services: fakeServices({ api }) },
    );
    const group = await screen.findByRole('region', { name: 'Enregistrements' });
    expect(within(group).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/fr/p1/collects/c1/record/r1/view',
    );
    expect(await within(group).findByText('Visites · Schools')).toBeInTheDocument();
  });
});
