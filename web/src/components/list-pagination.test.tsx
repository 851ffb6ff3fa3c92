import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ListPagination } from './list-pagination';

const info = (currentPage: number, next: string | null, prev: string | null) => ({
  totalItems: 95,
  pages: 5,
  currentPage,
  next_cursor: next,
  prev_cursor: prev,
});

describe('ListPagination', () => {
  it('goes to the next page with its cursor and says where the reader is', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<ListPagination page={info(1, 'n2', null)} onChange={onChange} />);
    expect(screen.getByText('95 items')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Page 1 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2, 'n2');
  });

  it('goes back with the previous cursor, and to page 1 afresh', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<ListPagination page={info(4, 'n5', 'p3')} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 'p3');
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onChange).toHaveBeenLastCalledWith(1, null);
  });

  it('reads page 1 by its number from page 2, and stops at the last page', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<ListPagination page={info(2, null, 'p1')} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenCalledWith(1, null);
  });

  it('shows no pager for a single page', async () => {
    await renderWithProviders(
      <ListPagination page={{ ...info(1, null, null), pages: 1 }} onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
