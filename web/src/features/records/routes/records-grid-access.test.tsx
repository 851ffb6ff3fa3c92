import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall } from '@/test/fake-api';
import { ITEMS, page, renderGrid } from '../test/grid-fixtures';
import { collectOf, contributor, manager, queryOf } from '../test/records-fixtures';

const NO_RULE = collectOf({ access: { see: 'NONE', write: 'NONE' } });
const CONTRIBUTORS = '/api/programs/collects/c1/contributors';

function contributors(call: FakeCall) {
  if (call.path !== CONTRIBUTORS) throw new Error(`unexpected ${call.method} ${call.path}`);
  return {
    contributors: [
      {
        _id: 'u3',
        email: 'jane@example.org',
        first_name: 'Jane',
        last_name: 'Doe',
        role: 'COLLECT_SINGLE_CONTRIBUTOR',
      },
      {
        _id: 'u4',
        email: 'sam@example.org',
        first_name: '',
        last_name: '',
        role: 'COLLECT_BULK_CONTRIBUTOR',
      },
    ],
  };
}

/** Jane's page holds one record; everyone else's three. */
const itemsByMember = (call: FakeCall) => (queryOf(call).as_user === 'u3' ? page(1) : page(3));

const lastItemsQuery = (calls: FakeCall[]) =>
  queryOf(calls.filter((call) => call.path === ITEMS).at(-1));

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

describe('records grid: what this person sees', { timeout: 30_000 }, () => {
  // Mantine scrolls a select's chosen option into view when it opens; jsdom has no layout.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('lets a manager view the grid as a contributor, says so, and come back', async () => {
    const { calls, router } = await renderGrid(
      '/p1/collects/c1?keywords=house',
      itemsByMember,
      collectOf(),
      'en',
      manager,
      contributors,
    );
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Usable once the picker's code and the collect's contributors have come (its stand-in, shown
    // until then, is another element: it is looked up again).
    const picker = () => screen.getByRole('textbox', { name: 'View as a contributor' });
    await waitFor(() => expect(picker()).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(picker());
    // A member without a name is shown by e-mail.
    expect(
      await screen.findByRole('option', { name: 'sam@example.org', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('option', { name: 'Jane Doe (jane@example.org)', hidden: true }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Viewing as Jane Doe: the records their access rules give them',
    );
    expect(await screen.findByText('1 record')).toBeInTheDocument();
    // The link says whom the grid is viewed as, beside the view: it can be shared.
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('as_user')).toBe('u3');
    expect(search.get('keywords')).toBe('house');
    expect(lastItemsQuery(calls)).toMatchObject({ as_user: 'u3', keywords: 'house' });

    await userEvent.click(screen.getByRole('button', { name: 'Back to my view' }));
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).has('as_user')).toBe(false);
  });

  it('opens a shared link as the member it names, and its records open normally', async () => {
    const { router } = await renderGrid(
      '/p1/collects/c1?as_user=u3',
      itemsByMember,
      collectOf(),
      'en',
      manager,
      contributors,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Viewing as Jane Doe');
    await userEvent.click(await screen.findByText('Household 1'));
    expect(await screen.findByText('Record page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/p1/collects/c1/record/r1/view');
    // Carried along, so that "back to the records" returns to Jane's grid.
    expect(new URLSearchParams(router.state.location.search).get('as_user')).toBe('u3');
  });

  it('says when the member viewed as is given no record', async () => {
    await renderGrid(
      '/p1/collects/c1?as_user=u3',
      () => page(0),
      collectOf(),
      'en',
      manager,
      contributors,
    );
    expect(
      await screen.findByRole('heading', { name: 'No record for Jane Doe' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No record yet')).not.toBeInTheDocument();
  });

  it('ignores the member a link names for a contributor, who sees their own records', async () => {
    const writesSome = collectOf({ access: { see: 'MATCHING', write: 'MATCHING' } });
    const { calls } = await renderGrid(
      '/p1/collects/c1?as_user=u3',
      itemsByMember,
      writesSome,
      'en',
      contributor,
    );
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: 'View as a contributor' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(lastItemsQuery(calls).as_user).toBeUndefined();
    expect(calls.some((call) => call.path === CONTRIBUTORS)).toBe(false);
  });

  it('says it in French', async () => {
    await renderGrid(
      '/p1/collects/c1?as_user=u3',
      itemsByMember,
      collectOf(),
      'fr',
      manager,
      contributors,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vue de Jane Doe : les enregistrements que ses règles d’accès lui donnent',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revenir à ma vue' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Voir comme un contributeur' })).toBeInTheDocument();
  });
});

describe('records grid: changed rules being applied', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.restoreAllMocks());

  /** The collect as read in turn: applying, then done. */
  function applyingThenDone(done: number, total: number) {
    let reads = 0;
    return () =>
      collectOf({
        rules_progress:
          reads++ === 0
            ? { state: 'APPLYING', done, total }
            : { state: 'DONE', done: total, total },
      });
  }

  it('shows how far it has gone, reads the collect again until done, then the records', async () => {
    const { calls } = await renderGrid(
      '/p1/collects/c1',
      () => page(3),
      applyingThenDone(1234, 100000),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Applying access rules to records: 1,234 of 100,000',
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('3 records')).toBeInTheDocument();
    const itemsBefore = calls.filter((call) => call.path === ITEMS).length;
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    // Who sees which record has changed: the grid is read again.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === ITEMS).length).toBeGreaterThan(itemsBefore),
    );
    expect(calls.filter((call) => call.path === '/api/collects/c1')).toHaveLength(2);
  });

  it('says it in French', async () => {
    await renderGrid('/p1/collects/c1', () => page(3), applyingThenDone(1234, 100000), 'fr');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Application des règles d’accès aux enregistrements : 1\s234 sur 100\s000/,
    );
  });

  it('warns when they could not be applied to every record', async () => {
    await renderGrid(
      '/p1/collects/c1',
      () => page(3),
      collectOf({ rules_progress: { state: 'ERROR', done: 5, total: 10 } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The latest change of access rules could not be applied to every record',
    );
    expect(await screen.findByText('3 records')).toBeInTheDocument();
  });
});
