import type { Collect, CollectListItem } from '@shared/contract/collect.schema';
import type { User } from '@shared/contract/user.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { modelField } from '@/test/model-field';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import CollectDetailsPage from './collect-details';
import CollectsListPage from './collects-list';
import CreateCollectPage from './create-collect';

const NOW = '2026-01-01T00:00:00.000Z';

const SUPER_ADMIN: User = {
  _id: 'admin',
  email: 'admin@example.org',
  first_name: 'Ada',
  last_name: 'Admin',
  level: 'SUPER_ADMIN',
  status: 'ACTIVE',
  roles: [],
};
const MANAGER: User = {
  ...SUPER_ADMIN,
  _id: 'manager',
  level: 'REGULAR_USER',
  roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
};

const field = modelField;

const fields = [
  field('name', 0, { label: { en: 'Name', fr: 'Nom' } }),
  field('region', 1, {
    label: { en: 'Region', fr: 'Région' },
    input_method: 'SIMPLE_SELECT',
    options: [
      { value: 'north', label: { en: 'North', fr: 'Nord' } },
      { value: 'south', label: { en: 'South', fr: 'Sud' } },
    ],
  }),
];

const listItem = (extra: Partial<CollectListItem> = {}): CollectListItem => ({
  _id: 'c1',
  program_id: 'p1',
  title: 'Home visits',
  title_fr: 'Visites à domicile',
  model_id: 'm1',
  source: { type: 'GOOGLE_SHEET' },
  ...extra,
});

const collect = (extra: Partial<Collect> = {}): Collect => ({
  ...listItem(),
  model_title: 'Household survey',
  fields,
  matched_fields: ['name'],
  fieldsToDisplay: ['name', 'region'],
  filterable_fields: ['region'],
  default_filters: {
    filters: [{ field: 'region', op: 'in', value: ['north', 'south'] }],
    sort: { field: 'name', direction: 'asc' },
  },
  indexes: { state: 'READY', ready: 8, total: 8 },
  access: { see: 'ALL', write: 'ALL' },
  rules_progress: null,
  created_at: NOW,
  updated_at: NOW,
  ...extra,
});

const availableModels = {
  models: [
    {
      _id: 'm1',
      title: 'Household survey',
      description: '',
      fields_count: 2,
      created_at: NOW,
      updated_at: NOW,
    },
  ],
};

/** Answers the session calls every screen makes, then `answer` for the rest. */
function api(user: User, answer: (call: FakeCall) => unknown) {
  return fakeApi((call) => {
    if (call.path === '/api/auth/get_current_user') return { user };
    if (call.path === '/api/programs') {
      return { programs: [{ _id: 'p1', name: 'Schools', logo: null }] };
    }
    return answer(call);
  });
}

async function render(
  path: string,
  routePath: string,
  element: ReactNode,
  fake: ReturnType<typeof fakeApi>,
  locale: 'en' | 'fr' = 'en',
) {
  const view = await renderWithProviders(null, {
    path,
    locale,
    routes: [
      { path: routePath, element: <Suspense fallback={null}>{element}</Suspense> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    services: fakeServices({ api: fake.api }),
  });
  return view.router;
}

// Screens render whole Mantine forms: slow on a busy machine.
describe('the collects list', { timeout: 30_000 }, () => {
  it('shows each collect with its localized title, model and a badge on unavailable sources', async () => {
    const fake = api(MANAGER, ({ path }) => {
      if (path === '/api/models/available') return availableModels;
      return {
        collects: [
          listItem(),
          listItem({ _id: 'c2', title: 'Forms', title_fr: null, source: { type: 'TYPEFORM' } }),
        ],
      };
    });
    await render('/fr/p1/collects', '/fr/:program_id/collects', <CollectsListPage />, fake, 'fr');
    const visits = await screen.findByRole('article', { name: 'Visites à domicile' });
    expect(within(visits).getByRole('link', { name: 'Visites à domicile' })).toHaveAttribute(
      'href',
      '/fr/p1/collects/c1',
    );
    expect(await within(visits).findByText('Household survey')).toBeInTheDocument();
    expect(within(visits).getByText('Google Sheet')).toBeInTheDocument();
    const forms = screen.getByRole('article', { name: 'Forms' });
    expect(within(forms).getByText('Indisponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer une collecte' })).toHaveAttribute(
      'href',
      '/fr/p1/create_collect',
    );
  });

  it('says there is no collect yet and offers to create one', async () => {
    const fake = api(MANAGER, ({ path }) =>
      path === '/api/models/available' ? availableModels : { collects: [] },
    );
    await render('/p1/collects', '/:program_id/collects', <CollectsListPage />, fake);
    expect(await screen.findByRole('heading', { name: 'No collects yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create a collect' }).length).toBeGreaterThan(0);
  });

  it('says when the list cannot be loaded, with a retry, and never asks a contributor for models', async () => {
    const contributor: User = {
      ...MANAGER,
      roles: [{ program_id: 'p1', role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c1' }],
    };
    const fake = api(contributor, () => {
      throw new ApiError(500, 'INTERNAL', 'Boom');
    });
    await render('/p1/collects', '/:program_id/collects', <CollectsListPage />, fake);
    // A server failure is tried three times (with backoff) before the screen says so.
    expect(
      await screen.findByText('The collects could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a collect' })).not.toBeInTheDocument();
    expect(fake.calls.some((call) => call.path === '/api/models/available')).toBe(false);
  });
});

const option = (name: string) => screen.findByRole('option', { name, hidden: true });

async function pickModel() {
  await userEvent.click(screen.getByRole('textbox', { name: /^Data model/ }));
  await userEvent.click(await option('Household survey'));
}

describe('the create collect form', { timeout: 30_000 }, () => {
  it('asks for a title and a model, and shows the sources not available yet as disabled', async () => {
    const fake = api(SUPER_ADMIN, () => availableModels);
    await render('/p1/create_collect', '/:program_id/create_collect', <CreateCollectPage />, fake);
    await screen.findByRole('heading', { level: 1, name: 'Create a collect' });
    for (const name of [/^Typeform/, /^Google Form/, /^Rainbow file/]) {
      expect(screen.getByRole('radio', { name })).toBeDisabled();
    }
    expect(screen.getByRole('radio', { name: /^Google Sheet/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Create the collect' }));
    expect(
      await screen.findByText('Give a title of at most 120 characters, without HTML.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a data model.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('puts a field the API refuses beside its input', async () => {
    const fake = api(SUPER_ADMIN, ({ method, path }) => {
      if (path === '/api/models/available/m1') {
        return { model: { ...availableModels.models[0], fields, used_by: [], used_by_count: 0 } };
      }
      if (method === 'POST') {
        throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
          issues: [{ path: 'fieldsToDisplay.0', message: 'Not a field of the model' }],
        });
      }
      return availableModels;
    });
    await render('/p1/create_collect', '/:program_id/create_collect', <CreateCollectPage />, fake);
    await userEvent.type(await screen.findByLabelText(/^Title in English/), 'Home visits');
    await pickModel();
    expect(await screen.findByText('0 of 10 chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Google Sheet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the collect' }));
    expect(
      await screen.findByText('One of these columns is not a field of the model (any more).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some values were refused: see the fields marked in red.',
    );
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/program/p1/collect');
    expect(post?.options?.body).toMatchObject({
      title: 'Home visits',
      title_fr: null,
      model: 'm1',
      source: { type: 'GOOGLE_SHEET' },
      fieldsToDisplay: [],
    });
  });

  it('lets a manager choose columns from the model they picked, then opens its grid', async () => {
    const fake = api(MANAGER, ({ method, path }) => {
      if (method === 'POST') return { _id: 'c9' };
      if (path === '/api/models/available/m1') {
        return { model: { ...availableModels.models[0], fields, used_by: [], used_by_count: 0 } };
      }
      return availableModels;
    });
    const router = await render(
      '/p1/create_collect',
      '/:program_id/create_collect',
      <CreateCollectPage />,
      fake,
    );
    await userEvent.type(await screen.findByLabelText(/^Title in English/), 'Home visits');
    await pickModel();
    expect(await screen.findByText('0 of 10 chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create the collect' }));
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/p1/collects/c9');
    // The admin model endpoints would refuse a manager, and a 403 ends the session.
    expect(fake.calls.some((call) => call.path.startsWith('/api/admin/'))).toBe(false);
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.options?.body).toMatchObject({ model: 'm1', fieldsToDisplay: [] });
  });

  it('asks before leaving with unsaved changes', async () => {
    const fake = api(SUPER_ADMIN, () => availableModels);
    const router = await render(
      '/p1/create_collect',
      '/:program_id/create_collect',
      <CreateCollectPage />,
      fake,
    );
    await userEvent.type(await screen.findByLabelText(/^Title in English/), 'Half typed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to this collect are not saved.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/p1/create_collect');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/p1/collects');
  });
});

describe('the collect details', { timeout: 30_000 }, () => {
  const details = (value: Collect) => (call: FakeCall) => {
    if (call.path === '/api/programs/collects/c1/contributors') {
      return {
        contributors: [
          {
            _id: 'u2',
            email: 'chloe@example.org',
            first_name: 'Chloé',
            last_name: 'Martin',
            role: 'COLLECT_BULK_CONTRIBUTOR',
          },
        ],
      };
    }
    if (call.method === 'DELETE') return { _id: 'c1' };
    return { collect: value };
  };

  it('shows the index build, the default view in words and the contributors', async () => {
    const fake = api(
      MANAGER,
      details(collect({ indexes: { state: 'CREATING', ready: 3, total: 8 } })),
    );
    await render(
      '/p1/collect_details/c1',
      '/:program_id/collect_details/:collect_id?',
      <CollectDetailsPage />,
      fake,
    );
    await screen.findByRole('heading', { level: 1, name: 'Home visits' });
    const indexes = screen.getByRole('region', { name: 'Grid indexes' });
    expect(within(indexes).getByText('Being built')).toBeInTheDocument();
    expect(within(indexes).getByText('3 of 8 indexes ready')).toBeInTheDocument();
    expect(within(indexes).getByText(/some filters or sorts may be refused/)).toBeInTheDocument();
    const view = screen.getByRole('region', { name: 'Default view' });
    expect(within(view).getByText('Region is one of North, South')).toBeInTheDocument();
    expect(within(view).getByText('Sorted by Name, ascending.')).toBeInTheDocument();
    const contributors = screen.getByRole('region', { name: 'Contributors' });
    expect(await within(contributors).findByText('Chloé Martin')).toBeInTheDocument();
    expect(within(contributors).getByText('EdTech contributor')).toBeInTheDocument();
  });

  it('shows how far changed access rules are applied to the records', async () => {
    const fake = api(
      MANAGER,
      details(collect({ rules_progress: { state: 'APPLYING', done: 40, total: 2500 } })),
    );
    await render(
      '/p1/collect_details/c1',
      '/:program_id/collect_details/:collect_id?',
      <CollectDetailsPage />,
      fake,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Applying access rules to records: 40 of 2,500',
    );
  });

  it('deletes the collect once its title is typed, then goes back to the list', async () => {
    const fake = api(MANAGER, details(collect()));
    const router = await render(
      '/p1/collect_details/c1',
      '/:program_id/collect_details/:collect_id?',
      <CollectDetailsPage />,
      fake,
    );
    await screen.findByRole('heading', { level: 1, name: 'Home visits' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Home visits?' });
    expect(within(dialog).getByText('all its records;')).toBeInTheDocument();
    expect(within(dialog).getByText('its attribution rules;')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete the collect' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByLabelText('Type Home visits to confirm'),
      'Home visits',
    );
    await userEvent.click(confirm);
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/p1/collects');
    expect(fake.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/collects/c1',
    ]);
  });

  it('says when the collect does not exist', async () => {
    const fake = api(MANAGER, () => {
      throw new ApiError(404, 'NOT_FOUND', 'Collect not found');
    });
    await render(
      '/p1/collect_details/gone',
      '/:program_id/collect_details/:collect_id?',
      <CollectDetailsPage />,
      fake,
    );
    expect(
      await screen.findByRole('heading', { name: 'This collect cannot be found' }),
    ).toBeInTheDocument();
  });
});
