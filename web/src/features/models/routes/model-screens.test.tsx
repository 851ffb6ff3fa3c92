import type { Model, ModelField } from '@shared/contract/model.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import FieldPage from './field-page';
import ModelDetailPage from './model-detail';

const NOW = '2026-01-01T00:00:00.000Z';

const field = (id: string, order: number, extra: Partial<ModelField>): ModelField => ({
  _id: id,
  field_id: id,
  model_id: 'm1',
  order,
  label: { en: id, fr: id },
  variable: id,
  datatype: 'STRING',
  input_method: 'TEXT_INPUT',
  options: [],
  validation_rules: [],
  created_at: NOW,
  updated_at: NOW,
  ...extra,
});

const fields = [
  field('name', 0, { label: { en: 'Name', fr: 'Nom' }, validation_rules: [{ rule: 'REQUIRED' }] }),
  field('region', 1, {
    label: { en: 'Region', fr: 'Région' },
    input_method: 'SIMPLE_SELECT',
    options: [
      { value: 'north', label: { en: 'North', fr: 'Nord' } },
      { value: 'south', label: { en: 'South', fr: 'Sud' } },
    ],
  }),
  field('employed', 2, {
    label: { en: 'Employed', fr: 'En emploi' },
    datatype: 'BOOLEAN',
    input_method: 'SWITCH',
  }),
];

const model = (extra: Partial<Model> = {}): Model => ({
  _id: 'm1',
  title: 'Household survey',
  description: '',
  fields_count: fields.length,
  created_at: NOW,
  updated_at: NOW,
  fields,
  used_by: [],
  used_by_count: 0,
  ...extra,
});

async function render(
  path: string,
  routePath: string,
  screenElement: React.ReactNode,
  answer: (call: FakeCall) => unknown,
) {
  const { api, calls } = fakeApi(answer);
  await renderWithProviders(null, {
    path,
    routes: [
      {
        path: routePath,
        element: screenElement,
      },
      // Where a saved form goes.
      { path: '*', element: <p>Elsewhere</p> },
    ],
    services: fakeServices({ api }),
  });
  return calls;
}

// Screens render the whole Mantine form: slow on a busy machine.
describe('the model screen', { timeout: 30_000 }, () => {
  it('lists the fields in order and previews each input as a contributor sees it', async () => {
    await render('/admin/models/m1', '/admin/models/:models_id', <ModelDetailPage />, () => ({
      model: model(),
    }));
    const list = await screen.findByRole('list', { name: 'Fields of Household survey' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Name'),
      expect.stringContaining('Region'),
      expect.stringContaining('Employed'),
    ]);
    // The preview comes after the page's own code.
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
    expect(await within(preview).findByRole('switch', { name: 'Employed' })).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Check the values' }));
    expect(
      await within(preview).findByText(/Name/, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
  });

  it('moves a field with its buttons and sends the new order', async () => {
    const calls = await render(
      '/admin/models/m1',
      '/admin/models/:models_id',
      <ModelDetailPage />,
      ({ method }) =>
        method === 'PUT' ? { fields: [fields[1], fields[0], fields[2]] } : { model: model() },
    );
    await screen.findByRole('list', { name: 'Fields of Household survey' });
    expect(screen.getByRole('button', { name: 'Move Name up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Name down' }));
    await screen.findByText('Name is now number 2.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/admin/fields/name/update_order',
        options: expect.objectContaining({ body: { field_ids: ['region', 'name', 'employed'] } }),
      }),
    ]);
  });

  it('says which collects use the model', async () => {
    const used = model({
      used_by: [{ _id: 'c1', program_id: 'p1', title: 'Visits 2026' }],
      used_by_count: 1,
    });
    await render('/admin/models/m1', '/admin/models/:models_id', <ModelDetailPage />, () => ({
      model: used,
    }));
    expect(await screen.findByText('Used by 1 collect: Visits 2026.')).toBeInTheDocument();
  });
});

describe('the field screen', { timeout: 30_000 }, () => {
  const inUse = model({
    used_by: [{ _id: 'c1', program_id: 'p1', title: 'Visits 2026' }],
    used_by_count: 1,
  });

  it('keeps the variable and datatype of a model in use, and saves a new label', async () => {
    const calls = await render(
      '/admin/models/m1/fields/edit/region',
      '/admin/models/:models_id/fields/edit/:field_id?',
      <FieldPage />,
      ({ method }) =>
        method === 'PUT'
          ? { field: { ...fields[1], label: { en: 'Region', fr: 'Région administrative' } } }
          : { model: inUse },
    );
    await screen.findByRole('heading', { level: 1, name: 'Edit Region' });
    expect(screen.getByLabelText(/^Variable/)).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Stored as' })).toBeDisabled();
    // Existing options may be relabelled, not removed.
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    const french = screen.getByLabelText(/^Label in French/);
    await userEvent.clear(french);
    await userEvent.type(french, 'Région administrative');
    await userEvent.click(screen.getByRole('button', { name: 'Save the field' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/admin/fields/region');
    expect(put?.options?.body).toMatchObject({
      label: { en: 'Region', fr: 'Région administrative' },
      variable: 'region',
      options: fields[1]?.options,
      help: null,
    });
  });

  it('names the collects when the API refuses a change', async () => {
    await render(
      '/admin/models/m1/fields/edit/region',
      '/admin/models/:models_id/fields/edit/:field_id?',
      <FieldPage />,
      ({ method }) => {
        if (method !== 'PUT') return { model: inUse };
        throw new ApiError(409, 'CONFLICT', 'In use', {
          collects: [{ _id: 'c1', program_id: 'p1', title: 'Visits 2026' }],
        });
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Edit Region' });
    await userEvent.click(screen.getByRole('button', { name: 'Save the field' }));
    expect(await screen.findByText(/^Collects use this model \(Visits 2026\)/)).toBeInTheDocument();
  });

  it('suggests a variable from the English label of a new field and previews it', async () => {
    await render(
      '/admin/models/m1/create_field',
      '/admin/models/:models_id/create_field',
      <FieldPage />,
      () => ({ model: model() }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Add a field to Household survey' });
    await userEvent.type(screen.getByLabelText(/^Label in English/), 'Date of birth');
    expect(screen.getByLabelText(/^Variable/)).toHaveValue('date_of_birth');
    await userEvent.type(screen.getByLabelText(/^Label in French/), 'Date de naissance');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(
      await within(preview).findByRole('textbox', { name: 'Date of birth' }),
    ).toBeInTheDocument();
  });
});
