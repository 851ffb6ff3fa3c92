import type { Collect } from '@shared/contract/collect.schema';
import type { UploadedFileResponse } from '@shared/contract/import.schema';
import type { Locale } from '@shared/contract/locale.schema';
import type { MatchingTemplate } from '@shared/contract/matching.schema';
import type { Task } from '@shared/contract/task.schema';
import type { User } from '@shared/contract/user.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { FIXTURE_TIME, modelField } from '@/test/model-field';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import ImportPage from './import-page';
import MatchingPage from './matching-page';

const UPLOAD = '/api/collects/c1/upload_to_cloud_storage';
const FILE_PREVIEW = '/api/programs/p1/collects/c1/import/preview';
const TEMPLATE = '/api/program/p1/collects/c1/matching_template';
const IMPORT = '/api/programs/p1/collects/c1/import';
const PATH = 'collects/c1/imports/6f1c2b1e-0000-4000-8000-000000000001/people.csv';

const fields = [
  modelField('code', 0, {
    label: { en: 'Code', fr: 'Code' },
    validation_rules: [{ rule: 'REQUIRED' }],
  }),
  modelField('amount', 1, {
    label: { en: 'Amount', fr: 'Montant' },
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  }),
];

const collect = (extra: Partial<Collect> = {}): Collect => ({
  _id: 'c1',
  program_id: 'p1',
  title: 'People',
  title_fr: 'Personnes',
  model_id: 'm1',
  source: null,
  model_title: 'People',
  fields,
  matched_fields: ['code'],
  fieldsToDisplay: ['code', 'amount'],
  filterable_fields: [],
  default_filters: { filters: [], sort: null },
  indexes: { state: 'READY', ready: 0, total: 0 },
  access: { see: 'ALL', write: 'ALL' },
  rules_progress: null,
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
  ...extra,
});

const manager: User = {
  _id: 'u1',
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Manager',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
};
const single: User = {
  ...manager,
  _id: 'u2',
  roles: [{ program_id: 'p1', role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c1' }],
};

const uploaded = (headerRow = 1): UploadedFileResponse => ({
  file: { path: PATH, name: 'people.csv', size: 64, kind: 'CSV' },
  preview: {
    headers: headerRow === 1 ? ['Report 2024'] : ['Code', 'Montant'],
    rows:
      headerRow === 1
        ? [
            {
              number: 3,
              cells: ['Code'],
              problem: 'This row has 2 cells where the header row has 1',
            },
          ]
        : [
            { number: 3, cells: ['A1', '12,5'], problem: null },
            { number: 4, cells: ['A2', 'douze'], problem: null },
          ],
    delimiter: ';',
    encoding: 'utf-8-bom',
    header_row: headerRow,
    total_rows_estimate: headerRow === 1 ? 3 : 2,
    worksheets: null,
    worksheet: null,
  },
});

const task = (extra: Partial<Task> = {}): Task => ({
  _id: 't1',
  program_id: 'p1',
  collect_id: 'c1',
  type: 'IMPORT_CONTENT',
  status: 'PENDING',
  progress: { done: 0, total: 2 },
  counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
  label: 'people.csv',
  created_by: { _id: 'u1', name: 'Ada Manager', email: 'ada@example.org' },
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
  finished_at: null,
  error: null,
  error_report_url: null,
  file_url: null,
  ...extra,
});

async function renderAt(
  path: string,
  answer: (call: FakeCall) => unknown,
  who: { user?: User; collect?: Collect; locale?: Locale } = {},
) {
  const { api, calls } = fakeApi((call) => {
    if (call.path === '/api/auth/get_current_user') return { user: who.user ?? manager };
    if (call.path === '/api/collects/c1') return { collect: who.collect ?? collect() };
    return answer(call);
  });
  const rendered = await renderWithProviders(null, {
    path,
    locale: who.locale,
    routes: [
      {
        path: '/:program_id/collects/:collect_id/import',
        element: (
          <Suspense>
            <ImportPage />
          </Suspense>
        ),
      },
      {
        path: '/:program_id/collects/:collect_id/matching',
        element: (
          <Suspense>
            <MatchingPage />
          </Suspense>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    services: fakeServices({ api }),
  });
  return { ...rendered, calls };
}

const CELL_ERROR = 'Montant: not a number written like 1 234,5';
const bodyOf = (call: FakeCall | undefined) => call?.options?.body;

describe('import screen', () => {
  it('uploads a dropped file, shows its rows, reads it again with the header row chosen, and goes on', async () => {
    const { calls, container, router } = await renderAt('/p1/collects/c1/import', (call) => {
      if (call.path === UPLOAD) return uploaded();
      if (call.path === FILE_PREVIEW) return uploaded(2);
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    await screen.findByRole('heading', { name: 'Import a file' });
    const input = container.querySelector('input[type="file"]');
    expect(input).not.toBeNull();
    await userEvent.upload(
      input as HTMLInputElement,
      new File(['Report 2024\n\nCode;Montant\nA1;12,5\n'], 'people.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('people.csv · CSV · 3 rows')).toBeInTheDocument();
    expect(screen.getByText('This row has 2 cells where the header row has 1')).toBeInTheDocument();
    const form = bodyOf(calls.find((call) => call.path === UPLOAD));
    expect(form).toBeInstanceOf(FormData);

    const headerRow = screen.getByRole('textbox', { name: /Row with the column names/ });
    await userEvent.clear(headerRow);
    await userEvent.type(headerRow, '2');
    expect(await screen.findByRole('columnheader', { name: 'Montant' })).toBeInTheDocument();
    expect(bodyOf(calls.find((call) => call.path === FILE_PREVIEW))).toEqual({
      path: PATH,
      header_row: 2,
      worksheet: null,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Continue to matching' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/p1/collects/c1/matching'));
    expect(router.state.location.search).toContain('header_row=2');
  });

  it('says why the api refused a file, in French', async () => {
    const { container } = await renderAt(
      '/fr/p1/collects/c1/import'.replace('/fr', ''),
      () => {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'file: …', {
          issues: [{ path: 'file', message: 'Ce fichier n’est pas du texte' }],
        });
      },
      { locale: 'fr' },
    );
    await screen.findByRole('heading', { name: 'Importer un fichier' });
    await userEvent.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'photo.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier n’est pas du texte');
  });

  it('tells a single contributor they cannot import', async () => {
    await renderAt('/p1/collects/c1/import', () => null, { user: single });
    expect(
      await screen.findByRole('heading', { name: 'You cannot import into this collect' }),
    ).toBeInTheDocument();
  });
});

describe('matching screen', () => {
  beforeAll(() => {
    // jsdom lays nothing out; Mantine's combobox scrolls its selected option into view.
    Element.prototype.scrollIntoView = () => undefined;
  });

  const proposal: MatchingTemplate = {
    columns: [
      { source: 'Code', variable: 'code', transform: 'TRIM' },
      { source: 'Montant', variable: 'amount', transform: 'NUMBER_COMMA' },
    ],
    key: { type: 'MATCHED_FIELDS' },
    header_row: 2,
    updated_at: null,
    updated_by: null,
  };

  function answers(calls: { started: boolean }) {
    return (call: FakeCall) => {
      if (call.path === FILE_PREVIEW) return uploaded(2);
      if (call.path === TEMPLATE && call.method === 'GET') return { template: null };
      if (call.path === TEMPLATE && call.method === 'PUT') {
        return { template: { ...proposal, ...(bodyOf(call) as object), updated_at: FIXTURE_TIME } };
      }
      if (call.path === `${TEMPLATE}/propose`) return { template: proposal };
      if (call.path === `${TEMPLATE}/preview`) {
        const body = bodyOf(call) as { template: { columns: { variable: string | null }[] } };
        const amountMapped = body.template.columns[1]?.variable === 'amount';
        return {
          problems: [],
          rows: [
            {
              number: 3,
              cells: [
                { source: 'Code', variable: 'code', raw: 'A1', value: 'A1', error: null },
                ...(amountMapped
                  ? [
                      {
                        source: 'Montant',
                        variable: 'amount',
                        raw: '12,5',
                        value: 12.5,
                        error: null,
                      },
                    ]
                  : []),
              ],
              errors: [],
              valid: true,
            },
            {
              number: 4,
              cells: [
                { source: 'Code', variable: 'code', raw: 'A2', value: 'A2', error: null },
                ...(amountMapped
                  ? [
                      {
                        source: 'Montant',
                        variable: 'amount',
                        raw: 'douze',
                        value: null,
                        error: 'Montant: not a number written like 1 234,5',
                      },
                    ]
                  : []),
              ],
              errors: [],
              valid: !amountMapped,
            },
          ],
        };
      }
      if (call.path === IMPORT) {
        calls.started = true;
        return { task: task() };
      }
      if (call.path === '/api/programs/p1/tasks/t1') {
        return {
          task: task({
            status: 'DONE',
            progress: { done: 2, total: 2 },
            counts: { created: 1, updated: 0, unchanged: 0, rejected: 1 },
            error_report_url: 'https://files.example/report.csv',
          }),
        };
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    };
  }

  const at = `/p1/collects/c1/matching?file=${encodeURIComponent(PATH)}&header_row=2`;

  it('proposes a mapping, previews each cell with its error, and follows a change of field', async () => {
    const { calls } = await renderAt(at, answers({ started: false }));
    expect(await screen.findByText(CELL_ERROR, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Field: Montant' })).toHaveValue('Amount');
    expect(screen.getByRole('textbox', { name: 'Read as: Montant' })).toHaveValue('Number 1 234,5');
    expect(screen.getAllByText('Will be rejected')).toHaveLength(1);

    await userEvent.click(screen.getByRole('textbox', { name: 'Field: Montant' }));
    const fieldsOfMontant = await screen.findByRole('listbox', {
      name: 'Field: Montant',
      hidden: true,
    });
    await userEvent.click(
      within(fieldsOfMontant).getByRole('option', { name: '— Ignore this column —', hidden: true }),
    );
    await waitFor(() =>
      expect(
        screen.queryByText('Montant: not a number written like 1 234,5'),
      ).not.toBeInTheDocument(),
    );
    const previews = calls.filter((call) => call.path === `${TEMPLATE}/preview`);
    expect(bodyOf(previews.at(-1))).toMatchObject({
      path: PATH,
      header_row: 2,
      template: { columns: [{ variable: 'code' }, { source: 'Montant', variable: null }] },
    });
  });

  it('saves the template and starts the import, then shows the task to its end', async () => {
    const state = { started: false };
    const { calls } = await renderAt(at, answers(state));
    await screen.findByText(CELL_ERROR, {}, { timeout: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT'))).toMatchObject({
      key: { type: 'MATCHED_FIELDS' },
      header_row: 2,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('Import of people.csv')).toBeInTheDocument();
    expect(await screen.findByText('Done', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      screen.getByText('1 created · 0 updated · 0 unchanged · 1 rejected'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the rejected rows' })).toHaveAttribute(
      'href',
      'https://files.example/report.csv',
    );
    expect(within(document.body).getByRole('link', { name: 'See all tasks' })).toHaveAttribute(
      'href',
      '/p1/tasks',
    );
    expect(bodyOf(calls.find((call) => call.path === IMPORT))).toMatchObject({
      path: PATH,
      header_row: 2,
    });
  }, 15_000);

  it('shows a select cell by its option label and counts in French, 0 and 1 in the singular', async () => {
    const region = modelField('region', 2, {
      label: { en: 'Region', fr: 'Région' },
      input_method: 'SIMPLE_SELECT',
      options: [{ value: 'north', label: { en: 'North', fr: 'Nord' } }],
    });
    const regionCell = { source: 'Région', variable: 'region', raw: 'nord', error: null };
    await renderAt(
      at,
      (call) => {
        if (call.path === FILE_PREVIEW) return uploaded(2);
        if (call.path === TEMPLATE) return { template: null };
        if (call.path === `${TEMPLATE}/propose`) return { template: proposal };
        if (call.path === `${TEMPLATE}/preview`) {
          const cells = [{ ...regionCell, value: 'north' }];
          return { problems: [], rows: [{ number: 3, cells, errors: [], valid: true }] };
        }
        if (call.path === IMPORT) return { task: task() };
        const counts = { created: 1, updated: 0, unchanged: 2, rejected: 0 };
        return { task: task({ status: 'DONE', progress: { done: 3, total: 3 }, counts }) };
      },
      { collect: collect({ fields: [...fields, region] }), locale: 'fr' },
    );
    expect(await screen.findByText('Nord', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('north')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer l’import' }));
    expect(
      await screen.findByText(
        '1 créé · 0 mis à jour · 2 inchangés · 0 rejeté',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  }, 15_000);

  it('asks for a file when the address names none', async () => {
    await renderAt('/p1/collects/c1/matching', () => null);
    expect(await screen.findByRole('heading', { name: 'Upload a file first' })).toBeInTheDocument();
  });
});
