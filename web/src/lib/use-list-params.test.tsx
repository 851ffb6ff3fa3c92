import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_PAGE } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { useListParams } from './use-list-params';

function List() {
  const params = useListParams('x_');
  return (
    <>
      <output>{JSON.stringify(params.position)}</output>
      <button onClick={() => params.setPage(3)}>page 3</button>
      <button onClick={() => params.setPage(4, 'c4')}>page 4 by cursor</button>
      <button onClick={() => params.setPage(1)}>page 1</button>
      <button onClick={() => params.setFilter('keywords', 'ana')}>search</button>
      <button onClick={() => params.setParam('user', 'u1')}>open</button>
      <button onClick={() => params.setParam('user', null)}>close</button>
      <button
        onClick={() => {
          params.setParam('user', 'u1');
          params.setFilter('keywords', 'ana');
        }}
      >
        open, then search at once
      </button>
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

  it('keeps a drawer opened before a search that follows at once (a debounced search)', async () => {
    const search = await renderList('/list');
    await userEvent.click(screen.getByRole('button', { name: 'open, then search at once' }));
    expect(new URLSearchParams(search())).toEqual(
      new URLSearchParams({ x_user: 'u1', x_keywords: 'ana' }),
    );
  });

  it('keeps the page when a drawer opens and closes', async () => {
    const search = await renderList('/list?x_page=2');
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(search()).toBe('?x_page=2&x_user=u1');
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(search()).toBe('?x_page=2');
  });

  it('keeps the cursor a page was reached with, and asks the api for it', async () => {
    const search = await renderList('/list?x_page=2');
    expect(screen.getByRole('status')).toHaveTextContent('{"page":2}');
    await userEvent.click(screen.getByRole('button', { name: 'page 4 by cursor' }));
    expect(search()).toBe('?x_page=4&x_cursor=c4');
    expect(screen.getByRole('status')).toHaveTextContent('{"cursor":"c4"}');
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    expect(search()).toBe('?x_page=3');
  });

  it('drops the cursor with the page when a filter changes or the first page opens', async () => {
    const search = await renderList('/list?x_page=9&x_cursor=c9');
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(search()).toBe('?x_keywords=ana');
    await userEvent.click(screen.getByRole('button', { name: 'page 4 by cursor' }));
    await userEvent.click(screen.getByRole('button', { name: 'page 1' }));
    expect(search()).toBe('?x_keywords=ana');
  });

  it('asks a shared link of a deep page without its cursor for the deepest numbered page', async () => {
    await renderList('/list?x_page=40');
    expect(screen.getByRole('status')).toHaveTextContent(`{"page":${MAX_PAGE}}`);
  });
});
