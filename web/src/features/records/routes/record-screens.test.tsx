import type { Collect } from '@shared/contract/collect.schema';
import type { Locale } from '@shared/contract/locale.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { User } from '@shared/contract/user.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { FakeCall } from '@/test/fake-api';
import { collectOf, contributor, manager, recordOf, renderRecords } from '../test/records-fixtures';
import NewRecordPage from './new-record-page';
import RecordEditPage from './record-edit-page';
import RecordViewPage from './record-view-page';

const CREATE = '/api/programs/p1/collects/c1/new_record';
const UPDATE = '/api/programs/p1/collects/c1/records/r1';

/** A contributor's reach as the api gives it: some records readable, some writable. */
const readOnly = collectOf({ access: { see: 'MATCHING', write: 'NONE' } });
const writesSome = collectOf({ access: { see: 'MATCHING', write: 'MATCHING' } });

function answers(extra: (call: FakeCall) => unknown, collect = collectOf()) {
  return (call: FakeCall) => {
    if (call.path === '/api/collects/c1') return { collect };
    return extra(call);
  };
}

interface Who {
  user?: User;
  collect?: Collect;
  path?: string;
  /** The api's word on the record for this caller (their WRITE rules match it). */
  writable?: boolean;
  locale?: Locale;
}

/** What the api says when a contributor's values leave their WRITE rules (a 400, not a 403). */
const RULES_REFUSAL = 'Your access rules do not let you write a record with this value';
const refusedByRules = () => {
  throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid record', {
    issues: [{ path: 'fields.region', message: RULES_REFUSAL }],
  });
};

async function renderNew(create: (call: FakeCall) => unknown, who: Who = {}) {
  return renderRecords({
    path: who.path ?? '/p1/collects/c1/new_record',
    user: who.user,
    routePath: '/:program_id/collects/:collect_id/new_record',
    element: <NewRecordPage />,
    extraRoutes: [
      {
        path: '/:program_id/collects/:collect_id/record/:record_id/view',
        element: <p>Record page</p>,
      },
    ],
    answer: answers((call) => {
      if (call.path === CREATE) return create(call);
      throw new Error(`unexpected ${call.method} ${call.path}`);
    }, who.collect),
  });
}

const bodyOf = (call: FakeCall | undefined) => call?.options?.body as Record<string, unknown>;

describe('new record', () => {
  it('checks the values in the browser with the engine before sending anything', async () => {
    const { calls } = await renderNew(() => ({ record: recordOf(1) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add record' }));
    expect(await screen.findByText(/required/i)).toBeInTheDocument();
    expect(calls.some((call) => call.path === CREATE)).toBe(false);
  });

  it('puts the api’s refusal on the field it names', async () => {
    await renderNew(() => {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid record', {
        issues: [{ path: 'fields.amount', message: 'Must be at most 1000' }],
      });
    });
    await userEvent.type(await screen.findByLabelText(/Name/), 'Household 9');
    await userEvent.type(screen.getByLabelText('Amount'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Add record' }));
    expect(await screen.findByText('Must be at most 1000')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention');
  });

  it('puts a refusal by the contributor’s access rules on their rule’s field, keeping the form', async () => {
    const { calls, router } = await renderNew(refusedByRules, {
      user: contributor,
      collect: writesSome,
    });
    await userEvent.type(await screen.findByLabelText(/Name/), 'Household 9');
    await userEvent.click(screen.getByRole('button', { name: 'Add record' }));
    const region = await screen.findByRole('textbox', { name: 'Region' });
    await waitFor(() => expect(region).toHaveAccessibleDescription(RULES_REFUSAL));
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention');
    // Still on the form with what they typed (a 403 would have ended their session).
    expect(screen.getByLabelText(/Name/)).toHaveValue('Household 9');
    expect(router.state.location.pathname).toBe('/p1/collects/c1/new_record');
    expect(calls.filter((call) => call.path === CREATE)).toHaveLength(1);
  });

  it('sends one request, with an id chosen by the browser, however often Add is clicked', async () => {
    let release: () => void = () => undefined;
    const { calls, router } = await renderNew(
      (call) =>
        new Promise((resolve) => {
          release = () => resolve({ record: recordOf(1, { _id: String(bodyOf(call)._id) }) });
        }),
    );
    await userEvent.type(await screen.findByLabelText(/Name/), 'Household 9');
    const add = screen.getByRole('button', { name: 'Add record' });
    await userEvent.click(add);
    await userEvent.click(add);
    await waitFor(() => expect(calls.filter((call) => call.path === CREATE)).toHaveLength(1));
    release();
    expect(await screen.findByText('Record page')).toBeInTheDocument();
    const sent = bodyOf(calls.find((call) => call.path === CREATE));
    expect(sent._id).toMatch(/^[A-Za-z0-9_-]{16,40}$/);
    expect(sent.fields).toMatchObject({ name: 'Household 9' });
    expect(calls.filter((call) => call.path === CREATE)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/p1/collects/c1/record/${String(sent._id)}/view`);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderNew(() => ({ record: recordOf(1) }));
    await userEvent.type(await screen.findByLabelText(/Name/), 'Half typed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/p1/collects/c1/new_record');
  });

  it('gives a contributor whose rules let them write the form', async () => {
    await renderNew(() => ({ record: recordOf(1) }), { user: contributor, collect: writesSome });
    expect(await screen.findByRole('button', { name: 'Add record' })).toBeInTheDocument();
  });

  it('tells a contributor no rule lets write instead of a form the api would refuse', async () => {
    const { calls } = await renderNew(() => ({ record: recordOf(1) }), {
      user: contributor,
      collect: readOnly,
      path: '/p1/collects/c1/new_record?keywords=house',
    });
    expect(
      await screen.findByRole('heading', { name: 'You cannot add records to this collect' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add record' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the records' })).toHaveAttribute(
      'href',
      '/p1/collects/c1?keywords=house',
    );
    expect(calls.some((call) => call.path === CREATE)).toBe(false);
  });

  it('says it in French too', async () => {
    await renderRecords({
      path: '/p1/collects/c1/new_record',
      locale: 'fr',
      user: contributor,
      routePath: '/:program_id/collects/:collect_id/new_record',
      element: <NewRecordPage />,
      answer: answers(() => undefined, readOnly),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Vous ne pouvez pas ajouter d’enregistrements à cette collecte',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux enregistrements' })).toHaveAttribute(
      'href',
      '/fr/p1/collects/c1',
    );
  });
});

async function renderEdit(
  record: CollectRecord,
  update: (call: FakeCall) => unknown,
  who: Who = {},
) {
  let current = record;
  const rendered = await renderRecords({
    path: '/p1/collects/c1/record/r1/edit',
    user: who.user,
    locale: who.locale,
    routePath: '/:program_id/collects/:collect_id/record/:record_id/edit',
    element: <RecordEditPage />,
    answer: answers((call) => {
      if (call.path === '/api/collectItem/r1') {
        return { record: current, writable: who.writable ?? true };
      }
      if (call.path === UPDATE) return update(call);
      throw new Error(`unexpected ${call.method} ${call.path}`);
    }, who.collect),
  });
  return { ...rendered, setCurrent: (next: CollectRecord) => (current = next) };
}

describe('record edit', () => {
  it('sends the version it was filled from, and says when someone changed the record meanwhile', async () => {
    const record = recordOf(1, { version: 3 });
    const theirs = recordOf(1, {
      version: 4,
      fields: { ...record.fields, name: 'Changed by someone else' },
    });
    const { calls, setCurrent } = await renderEdit(record, () => {
      throw new ApiError(409, 'CONFLICT', 'Changed meanwhile', { record: theirs });
    });
    expect(
      await screen.findByRole('heading', { name: 'Edit record: Household 1' }),
    ).toBeInTheDocument();
    const name = screen.getByLabelText(/Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone changed this record meanwhile/)).toBeInTheDocument();
    expect(bodyOf(calls.find((call) => call.path === UPDATE))).toMatchObject({
      version: 3,
      fields: { name: 'Mine' },
    });

    setCurrent(theirs);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the record' }));
    expect(await screen.findByDisplayValue('Changed by someone else')).toBeInTheDocument();
  });

  it('gives a contributor whose rules let them write the form', async () => {
    await renderEdit(recordOf(1), () => ({ record: recordOf(1) }), {
      user: contributor,
      collect: writesSome,
    });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('puts a refusal by the contributor’s access rules on the field they changed', async () => {
    const { calls, router } = await renderEdit(recordOf(1), refusedByRules, {
      user: contributor,
      collect: writesSome,
    });
    const region = await screen.findByRole('textbox', { name: 'Region' });
    await userEvent.click(region);
    await userEvent.click(await screen.findByRole('option', { name: 'South', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(region).toHaveAccessibleDescription(RULES_REFUSAL));
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(region).toHaveValue('South');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(bodyOf(calls.find((call) => call.path === UPDATE))).toMatchObject({
      fields: { region: 'south' },
    });
    expect(router.state.location.pathname).toBe('/p1/collects/c1/record/r1/edit');
  });

  it('tells a contributor whose rules do not cover this record that they cannot change it', async () => {
    const { calls } = await renderEdit(recordOf(1), () => ({ record: recordOf(1) }), {
      user: contributor,
      collect: writesSome,
      writable: false,
    });
    expect(
      await screen.findByRole('heading', { name: 'You cannot change this record' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/let you read this record, not change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the record' })).toHaveAttribute(
      'href',
      '/p1/collects/c1/record/r1/view',
    );
    expect(calls.some((call) => call.path === UPDATE)).toBe(false);
  });

  it('says it in French too', async () => {
    await renderEdit(recordOf(1), () => ({ record: recordOf(1) }), {
      user: contributor,
      collect: writesSome,
      writable: false,
      locale: 'fr',
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Vous ne pouvez pas modifier cet enregistrement',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’enregistrement' })).toHaveAttribute(
      'href',
      '/fr/p1/collects/c1/record/r1/view',
    );
  });

  it('tells a contributor no rule lets write, with the way back to the record', async () => {
    const { calls } = await renderEdit(recordOf(1), () => ({ record: recordOf(1) }), {
      user: contributor,
      collect: readOnly,
    });
    expect(
      await screen.findByRole('heading', {
        name: 'You cannot change the records of this collect',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the record' })).toHaveAttribute(
      'href',
      '/p1/collects/c1/record/r1/view',
    );
    expect(calls.some((call) => call.path === UPDATE)).toBe(false);
  });
});

async function renderView(
  path: string,
  user = contributor,
  record = recordOf(1),
  collect = writesSome,
  writable = true,
) {
  return renderRecords({
    path,
    user,
    routePath: '/:program_id/collects/:collect_id/record/:record_id/view',
    element: <RecordViewPage />,
    answer: answers((call) => {
      if (call.path === '/api/collectItem/r1') {
        return { record, writable, neighbours: { previous: null, next: 'r2' } };
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    }, collect),
  });
}

describe('record view', () => {
  it('shows every field, its authors, and previous / next within the grid’s view', async () => {
    const { calls } = await renderView(
      '/p1/collects/c1/record/r1/view?keywords=house&sort=amount&direction=desc',
    );
    expect(await screen.findByRole('heading', { name: 'Household 1' })).toBeInTheDocument();
    expect(screen.getByText('North')).toBeInTheDocument();
    expect(screen.getByText(/by Ada Manager/)).toBeInTheDocument();
    const next = await screen.findByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute(
      'href',
      '/p1/collects/c1/record/r2/view?keywords=house&sort=amount&direction=desc',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // One call gives the record and its neighbours in the grid's view.
    expect(calls.filter((call) => call.path.startsWith('/api/collectItem/'))).toHaveLength(1);
    expect(calls.find((call) => call.path === '/api/collectItem/r1')?.options?.query).toMatchObject(
      {
        neighbours: true,
        keywords: 'house',
        sort: 'amount',
        direction: 'desc',
      },
    );
    // Contributors do not delete records; their WRITE rules let them edit.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/p1/collects/c1/record/r1/edit?keywords=house&sort=amount&direction=desc',
    );
  });

  it('offers no edit to a contributor whose rules only let them read', async () => {
    await renderView('/p1/collects/c1/record/r1/view', contributor, recordOf(1), readOnly, false);
    expect(await screen.findByRole('heading', { name: 'Household 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers no edit of a record the contributor’s WRITE rules do not cover', async () => {
    await renderView('/p1/collects/c1/record/r1/view', contributor, recordOf(1), writesSome, false);
    expect(await screen.findByRole('heading', { name: 'Household 1' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Next' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('pages to the next record with the right arrow key', async () => {
    const { router } = await renderView('/p1/collects/c1/record/r1/view?keywords=house');
    await screen.findByRole('link', { name: 'Next' });
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/p1/collects/c1/record/r2/view'),
    );
    expect(router.state.location.search).toBe('?keywords=house');
  });

  it('lets a manager delete after confirming', async () => {
    await renderView('/p1/collects/c1/record/r1/view', manager, recordOf(1), collectOf());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this record?' })).toBeInTheDocument();
  });
});
