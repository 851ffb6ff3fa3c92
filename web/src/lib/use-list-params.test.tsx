import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { useListParams } from './use-list-params';

function List() {
  const params = useListParams('x_');
  return (
    <>
      <button onClick={() => params.setPage(3)}>page 3</button>
      <button onClick={() => params.setPage(1)}>page 1</button>
      <button onClick={() => params.setFilter('keywords', 'ana')}>search</button>
      <button onClick={() => params.setParam('user', 'u1')}>open</button>
      <button onClick={() => params.setParam('user', null)}>close</button>
    </>
  );
}

async function renderList(path: string) {
  const { router } = await renderWithProviders(<List />, { path });
  return () => router.state.location.search;
}

describe('useListParams', () => {
  it('keeps page 1 out of the URL', async () => {
    const search = await renderList('/list?x_page=2');
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    expect(search()).toBe('?x_page=3');
    await userEvent.click(screen.getByRole('button', { name: 'page 1' }));
    expect(search()).toBe('');
  });

  it('goes back to the first page when a filter changes', async () => {
    const search = await renderList('/list?x_page=2&other=1');
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(new URLSearchParams(search())).toEqual(
      new URLSearchParams({ other: '1', x_keywords: 'ana' }),
    );
  });

  it('keeps the page when a drawer opens and closes', async () => {
    const search = await renderList('/list?x_page=2');
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(search()).toBe('?x_page=2&x_user=u1');
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(search()).toBe('?x_page=2');
  });
});
