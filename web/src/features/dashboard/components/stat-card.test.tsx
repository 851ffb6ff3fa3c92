import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('shows the count once loaded', async () => {
    const query = { data: 1234, isError: false, refetch: vi.fn() };
    await renderWithProviders(
      <StatCard label="Collects" query={query} icon={null} color="brand" />,
    );
    expect(await screen.findByText('1.2K')).toBeInTheDocument();
  });

  it('says the count failed and loads it again on demand', async () => {
    const query = { data: undefined, isError: true, refetch: vi.fn() };
    await renderWithProviders(
      <StatCard label="Expected actions" query={query} icon={null} color="orange" />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });
});
