import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { ITEMS, page, renderGrid } from '../test/grid-fixtures';
import { collectOf, contributor, queryOf } from '../test/records-fixtures';

/** A native select's choices (the popover's opening transition hides them from role queries). */
function optionTexts(select: HTMLElement): string[] {
  return [...select.querySelectorAll('option')].map((option) => option.textContent ?? '');
}

describe('records grid', () => {
  beforeEach(() => {
    // jsdom lays nothing out: the scroll area is given the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the displayed fields as columns with their renderers, and the total', async () => {
    await renderGrid('/p1/collects/c1', () => page(3, 12345));
    const grid = await screen.findByRole('table');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(1)).toEqual(['Name', 'Region', 'Amount', 'Notes', 'Created']);
    expect(await within(grid).findByText('Household 1')).toBeInTheDocument();
    // The select's display shows the option's label, not its value.
    expect(within(grid).getAllByText('North').length).toBeGreaterThan(0);
    expect(screen.getByText('12,345 records')).toBeInTheDocument();
  });

  it('renders a window of rows, not every loaded one', async () => {
    await renderGrid('/p1/collects/c1', () => page(50, 100_000, 'next'));
    const grid = await screen.findByRole('table');
    await within(grid).findByText('Household 1');
    const rows = within(grid)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('aria-selected'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(50);
    expect(within(grid).queryByText('Household 50')).not.toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
  });

  it('renders on a phone only the columns in view, keeping every header and column place', async () => {
    const screenWidth = vi.spyOn(window.screen, 'width', 'get').mockReturnValue(360);
    try {
      await renderGrid('/p1/collects/c1', () => page(3));
      const grid = await screen.findByRole('table');
      await within(grid).findByText('Household 1');
      // Every header stays (one row, and what screen readers name the cells by).
      expect(within(grid).getAllByRole('columnheader')).toHaveLength(6);
      const row = within(grid)
        .getAllByRole('row')
        .find((tr) => tr.hasAttribute('aria-selected'));
      if (!row) throw new Error('no record row');
      // 360 px and 200 px of margin reach the box, Name, Region and Amount (44 + 3 × 200 px).
      const cells = [...row.querySelectorAll('td')];
      expect(cells.map((td) => td.getAttribute('aria-hidden') === 'true')).toEqual([
        false,
        false,
        false,
        false,
        true,
      ]);
      expect(cells.at(-1)).toHaveAttribute('colspan', '2'); // Notes and Created, out of view
      expect(within(row).getByText('Household 1')).toBeInTheDocument();
    } finally {
      screenWidth.mockRestore();
    }
  });

  it('opens without asking the browser for its scroll area’s layout (issue 15)', async () => {
    // Reading a size or writing a scroll offset while React commits makes the browser lay the
    // whole page out there and then, inside the grid's first (long) task. ResizeObserver tells it.
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
    const scrollTop = vi.spyOn(Element.prototype, 'scrollTop', 'get');
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo;
    try {
      await renderGrid('/p1/collects/c1', () => page(50, 100_000, 'next'));
      const grid = await screen.findByRole('table');
      await within(grid).findByText('Household 1');
      const area = screen.getByRole('region', { name: /records/i });
      expect(clientHeight.mock.contexts).not.toContain(area);
      expect(scrollTop.mock.contexts).not.toContain(area);
      expect(scrollTo.mock.contexts).not.toContain(area);
    } finally {
      scrollTop.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    }
  });

  it('sorts by a header: the URL and the api call follow, aria-sort says so', async () => {
    const { calls, router } = await renderGrid('/p1/collects/c1', () => page(3));
    const name = await screen.findByRole('columnheader', { name: /Name/ });
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Long text has no useful order: no sort button.
    expect(
      within(screen.getByRole('columnheader', { name: /Notes/ })).queryByRole('button'),
    ).not.toBeInTheDocument();

    await userEvent.click(within(name).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('sort')).toBe('name');
    expect(search.get('direction')).toBe('asc');
    await waitFor(() =>
      expect(queryOf(calls.filter((call) => call.path === ITEMS).at(-1))).toMatchObject({
        sort: 'name',
        direction: 'asc',
      }),
    );

    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('direction')).toBe('desc'),
    );
  });

  it('offers only the operators of the field’s datatype and writes the filter to the URL', async () => {
    const { calls, router } = await renderGrid('/p1/collects/c1', () => page(3));
    await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }));
    const builder = await screen.findByRole('group', { name: 'New filter' });
    const fieldSelect = within(builder).getByLabelText('Field');
    // Filterable fields only (notes is displayed, not filterable).
    expect(optionTexts(fieldSelect)).toEqual(['Region', 'Amount', 'Visit']);
    const operators = () => optionTexts(within(builder).getByLabelText('Condition'));
    expect(operators()).toEqual([
      'is',
      'is not',
      'is one of',
      'is none of',
      'is empty',
      'is not empty',
    ]);

    await userEvent.selectOptions(fieldSelect, 'visit');
    expect(operators()).toContain('after');
    expect(operators()).toContain('before');

    await userEvent.selectOptions(fieldSelect, 'amount');
    expect(operators()).toContain('is greater than');
    await userEvent.selectOptions(within(builder).getByLabelText('Condition'), 'gte');
    await userEvent.type(within(builder).getByLabelText('Value'), '100');
    await userEvent.click(await within(builder).findByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(
        JSON.parse(new URLSearchParams(router.state.location.search).get('filters') ?? ''),
      ).toEqual([{ field: 'amount', op: 'gte', value: 100 }]),
    );
    await waitFor(() =>
      expect(queryOf(calls.filter((call) => call.path === ITEMS).at(-1)).filters).toBe(
        JSON.stringify([{ field: 'amount', op: 'gte', value: 100 }]),
      ),
    );
    expect(await screen.findByText('Amount is at least 100')).toBeInTheDocument();
  });

  it('applies the collect’s default view when the URL names none', async () => {
    const collect = collectOf({
      default_filters: {
        filters: [{ field: 'region', op: 'eq', value: 'north' }],
        sort: { field: 'amount', direction: 'desc' },
      },
    });
    const { calls } = await renderGrid('/p1/collects/c1', () => page(2), collect);
    await screen.findByText('Household 1');
    expect(queryOf(calls.find((call) => call.path === ITEMS))).toMatchObject({
      filters: JSON.stringify([{ field: 'region', op: 'eq', value: 'north' }]),
      sort: 'amount',
      direction: 'desc',
    });
    expect(screen.getByText('Region is North')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
  });

  it('a link’s view wins over the default one, and can be reset to it', async () => {
    const collect = collectOf({
      default_filters: { filters: [{ field: 'region', op: 'eq', value: 'north' }], sort: null },
    });
    const { calls, router } = await renderGrid(
      `/p1/collects/c1?filters=${encodeURIComponent('[]')}&keywords=ada`,
      () => page(2),
      collect,
    );
    await screen.findByText('Household 1');
    expect(queryOf(calls.find((call) => call.path === ITEMS))).toMatchObject({ keywords: 'ada' });
    expect(queryOf(calls.find((call) => call.path === ITEMS)).filters).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the collect has no record yet', async () => {
    await renderGrid('/p1/collects/c1', () => page(0));
    expect(await screen.findByText('No record yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add one' })).toHaveAttribute(
      'href',
      '/p1/collects/c1/new_record',
    );
  });

  it('offers no way to add a record to a contributor no rule lets write, whose save the api would refuse', async () => {
    const readOnly = collectOf({ access: { see: 'MATCHING', write: 'NONE' } });
    await renderGrid('/p1/collects/c1', () => page(0), readOnly, 'en', contributor);
    expect(await screen.findByText('No record yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add one' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New record' })).not.toBeInTheDocument();
  });

  it('offers a contributor whose WRITE rules reach some records to add one', async () => {
    const writesSome = collectOf({ access: { see: 'MATCHING', write: 'MATCHING' } });
    await renderGrid('/p1/collects/c1', () => page(0), writesSome, 'en', contributor);
    expect(await screen.findByRole('link', { name: 'Add one' })).toHaveAttribute(
      'href',
      '/p1/collects/c1/new_record',
    );
    expect(screen.getByRole('link', { name: 'New record' })).toBeInTheDocument();
  });

  it('says when no record matches, and clears the filters', async () => {
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'region', op: 'eq', value: 'south' }]),
    );
    const { router } = await renderGrid(`/p1/collects/c1?filters=${filters}`, (call) =>
      queryOf(call).filters ? page(0) : page(2),
    );
    expect(await screen.findByText('No record matches these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Household 1')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('filters')).toBe('[]');
  });

  it('shows the api’s message when the view’s index is still being built', async () => {
    await renderGrid('/p1/collects/c1', () => {
      throw new ApiError(
        409,
        'CONFLICT',
        'This view needs an index that is still being built; try again in a few minutes',
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This view needs an index that is still being built',
    );
  });

  it('offers a retry when the records cannot be loaded', { timeout: 15_000 }, async () => {
    let fail = true;
    await renderGrid('/p1/collects/c1', () => {
      if (fail) throw new ApiError(500, 'INTERNAL', 'boom');
      return page(1);
    });
    // A server failure is tried twice more (with the query client's delays) before it shows.
    expect(
      await screen.findByText('The records could not be loaded', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Household 1')).toBeInTheDocument();
  });

  it('opens a record with the grid’s view carried in its URL', async () => {
    const { router } = await renderGrid('/p1/collects/c1?keywords=house', () => page(2));
    await userEvent.click(await screen.findByText('Household 2'));
    expect(await screen.findByText('Record page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/p1/collects/c1/record/r2/view');
    expect(new URLSearchParams(router.state.location.search).get('keywords')).toBe('house');
  });

  it('searches by keywords once typing pauses, keeping what is typed', async () => {
    const { calls, router } = await renderGrid('/p1/collects/c1', () => page(2));
    const box = await screen.findByRole('searchbox', { name: 'Search records' });
    await userEvent.type(box, 'dupo');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('keywords')).toBe('dupo'),
    );
    await waitFor(() =>
      expect(queryOf(calls.filter((call) => call.path === ITEMS).at(-1)).keywords).toBe('dupo'),
    );
    expect(box).toHaveValue('dupo');
    expect(box).toHaveFocus();
  });

  it('searches from 3 characters, saying so below that, and keeps what is typed', async () => {
    const { calls, router } = await renderGrid('/p1/collects/c1', () => page(2));
    const keywordsInUrl = () => new URLSearchParams(router.state.location.search).get('keywords');
    const box = await screen.findByRole('searchbox', { name: 'Search records' });
    await userEvent.type(box, 'du');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Type at least 3 characters to search',
    );
    expect(box).toHaveAccessibleDescription('Type at least 3 characters to search');
    await userEvent.type(box, 'p');
    await waitFor(() => expect(keywordsInUrl()).toBe('dup'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.type(box, '{Backspace}');
    await waitFor(() => expect(keywordsInUrl()).toBeNull());
    expect(box).toHaveValue('du');
    expect(calls.some((call) => call.path === ITEMS && queryOf(call).keywords === 'du')).toBe(
      false,
    );
  });

  it('tells the manager while the collect’s indexes are being built', async () => {
    await renderGrid(
      '/p1/collects/c1',
      () => page(1),
      collectOf({ indexes: { state: 'CREATING', ready: 3, total: 8 } }),
    );
    expect(await screen.findByText(/3 of 8 ready/)).toBeInTheDocument();
  });

  it('counts the selected rows, and the header box selects or clears every loaded one', async () => {
    await renderGrid('/p1/collects/c1', () => page(3));
    await screen.findByText('Household 1');
    const boxes = screen.getAllByRole('checkbox', { name: 'Select this record' });
    const all = screen.getByRole('checkbox', { name: 'Select the loaded records' });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    // Some of the loaded rows: the header box is neither ticked nor empty.
    expect(all).not.toBeChecked();
    expect(all).toBePartiallyChecked();
    await userEvent.click(boxes[0]!);
    expect(boxes[0]).not.toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await userEvent.click(all);
    expect(all).toBeChecked();
    for (const box of boxes) expect(box).toBeChecked();
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(all);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderGrid('/p1/collects/c1', () => page(3, 1234), collectOf(), 'fr');
    expect(await screen.findByRole('heading', { name: 'Ménages' })).toBeInTheDocument();
    expect(await screen.findByText(/1\s234 enregistrements/)).toBeInTheDocument();
  });
});
