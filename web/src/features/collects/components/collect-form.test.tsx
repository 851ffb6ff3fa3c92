import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { FIXTURE_TIME, modelField } from '@/test/model-field';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { CollectForm } from './collect-form';

const NOW = FIXTURE_TIME;
const field = (variable: string, label: string, order: number) =>
  modelField(variable, order, { label: { en: label, fr: label } });

const summary = { _id: 'm1', title: 'Household survey', description: '', fields_count: 2 };
const model = {
  ...summary,
  created_at: NOW,
  updated_at: NOW,
  fields: [field('full_name', 'Full name', 0), field('region', 'Region', 1)],
  used_by: [],
  used_by_count: 0,
};

/** The api: the models to pick, the one picked with its fields, then `onSave` for the save. */
async function renderForm(onSave: (call: FakeCall) => unknown) {
  const { api, calls } = fakeApi((call) => {
    if (call.path === '/api/models/available') {
      return { models: [{ ...summary, created_at: NOW, updated_at: NOW }] };
    }
    if (call.path === '/api/models/available/m1') return { model };
    return onSave(call);
  });
  await renderWithProviders(null, {
    path: '/p1/create_collect',
    routes: [
      { path: '/p1/create_collect', element: <CollectForm programId="p1" /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    services: fakeServices({ api }),
  });
  return calls;
}

const create = () => screen.getByRole('button', { name: 'Create the collect' });

async function pickModel() {
  await userEvent.click(screen.getByRole('textbox', { name: /Data model/ }));
  await userEvent.click(
    await screen.findByRole('option', { name: 'Household survey', hidden: true }),
  );
}

describe('CollectForm', () => {
  it('asks for a title and a model, then creates the collect with the columns chosen', async () => {
    const calls = await renderForm(() => ({ _id: 'c9' }));
    await userEvent.click(create());
    expect(
      await screen.findByText('Give a title of at most 120 characters, without HTML.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a data model.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title in English/ })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Title in English/ }), 'Visits');
    // Checked again as it changes: the title's message goes.
    expect(screen.queryByText(/Give a title/)).not.toBeInTheDocument();
    await pickModel();
    expect(screen.queryByText('Choose a data model.')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('textbox', { name: /Columns of the grid/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Region', hidden: true }));
    await userEvent.click(create());

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/program/p1/collect',
        options: expect.objectContaining({
          body: {
            title: 'Visits',
            title_fr: null,
            model: 'm1',
            source: null,
            fieldsToDisplay: ['region'],
            filterable_fields: [],
            matched_fields: [],
          },
        }),
      }),
    ]);
  });

  it('shows why the api refused the model beside it', async () => {
    await renderForm(() => {
      throw new ApiError(404, 'NOT_FOUND', 'Model not found', {
        issues: [{ path: 'model', message: 'Model not found' }],
      });
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Title in English/ }), 'Visits');
    await pickModel();
    await userEvent.click(create());
    expect(
      await screen.findByText('This model no longer exists. Choose another one.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });
});
