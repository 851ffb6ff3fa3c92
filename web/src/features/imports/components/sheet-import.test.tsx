import type { Collect } from '@shared/contract/collect.schema';
import type { UploadedFileResponse } from '@shared/contract/import.schema';
import type { Locale } from '@shared/contract/locale.schema';
import type { SheetSource, SheetSourceResponse } from '@shared/contract/sheet.schema';
import type { Task } from '@shared/contract/task.schema';
import type { User } from '@shared/contract/user.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { FIXTURE_TIME, modelField } from '@/test/model-field';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import ImportPage from '../routes/import-page';

const SOURCE = '/api/programs/p1/collects/c1/sheet_source';
const LINK =
  'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd/edit#gid=42';
const ACCOUNT = { email: 'rainbow-sheets@emulated-sheets.iam.gserviceaccount.com', emulated: true };

const collect: Collect = {
  _id: 'c1',
  program_id: 'p1',
  title: 'People',
  title_fr: 'Personnes',
  model_id: 'm1',
  source: null,
  model_title: 'People',
  fields: [modelField('code', 0, { label: { en: 'Code', fr: 'Code' } })],
  matched_fields: ['code'],
  fieldsToDisplay: ['code'],
  filterable_fields: [],
  default_filters: { filters: [], sort: null },
  indexes: { state: 'READY', ready: 0, total: 0 },
  access: { see: 'ALL', write: 'ALL' },
  rules_progress: null,
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
};

const manager: User = {
  _id: 'u1',
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Manager',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
};

const saved: SheetSource = {
  spreadsheet_id: '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd',
  spreadsheet_title: 'People',
  url: LINK,
  sheet_id: 42,
  tab: 'People list',
  header_row: 2,
  schedule: 'OFF',
  last_sync: { task_id: 't0', at: FIXTURE_TIME, status: 'DONE' },
  updated_at: FIXTURE_TIME,
  updated_by: null,
};

const preview: UploadedFileResponse = {
  file: { path: 'google-sheet', name: 'People – People list', size: 0, kind: 'GOOGLE_SHEET' },
  preview: {
    headers: ['Code', 'Name'],
    rows: [{ number: 3, cells: ['C1', 'Ada'], problem: null }],
    delimiter: null,
    encoding: null,
    header_row: 2,
    total_rows_estimate: 1,
    worksheets: ['Read me', 'People list'],
    worksheet: 'People list',
  },
};

const task: Task = {
  _id: 't1',
  program_id: 'p1',
  collect_id: 'c1',
  type: 'IMPORT_CONTENT',
  status: 'PENDING',
  progress: { done: 0, total: 0 },
  counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
  label: 'People – People list',
  created_by: { _id: 'u1', name: 'Ada Manager', email: 'ada@example.org' },
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
  finished_at: null,
  error: null,
  error_report_url: null,
  file_url: null,
};

async function renderImport(
  answer: (call: FakeCall) => unknown,
  locale?: Locale,
  path = '/p1/collects/c1/import',
) {
  const { api, calls } = fakeApi((call) => {
    if (call.path === '/api/auth/get_current_user') return { user: manager };
    if (call.path === '/api/collects/c1') return { collect };
    return answer(call);
  });
  const rendered = await renderWithProviders(null, {
    path,
    locale,
    routes: [
      {
        path: '/:program_id/collects/:collect_id/import',
        element: (
          <Suspense>
            <ImportPage />
          </Suspense>
        ),
      },
      { path: '/:program_id/collects/:collect_id/matching', element: <p>Matching</p> },
    ],
    services: fakeServices({ api }),
  });
  return { ...rendered, calls };
}

const response = (source: SheetSource | null): SheetSourceResponse => ({
  source,
  service_account: ACCOUNT,
});

describe('importing from a Google Sheet', () => {
  it('pastes a link, picks the tab and header row, previews, saves and goes on to matching', async () => {
    const { calls, router } = await renderImport((call) => {
      if (call.path === SOURCE && call.method === 'GET') return response(null);
      if (call.path === `${SOURCE}/tabs`) {
        return {
          spreadsheet: {
            id: saved.spreadsheet_id,
            title: 'People',
            tabs: [
              { sheet_id: 0, title: 'Read me' },
              { sheet_id: 42, title: 'People list' },
            ],
          },
          sheet_id: 42,
        };
      }
      if (call.path === `${SOURCE}/preview`) return preview;
      if (call.path === SOURCE && call.method === 'PUT') return response(saved);
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'A Google Sheet' }));
    expect(
      await screen.findByRole('heading', { name: 'Import from a Google Sheet' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(ACCOUNT.email)).toBeInTheDocument();
    expect(screen.getByText('Emulated Google Sheets')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Link to the Google Sheet/ }), LINK);
    await userEvent.click(screen.getByRole('button', { name: 'Find its tabs' }));
    expect(await screen.findByText('People: 2 tabs')).toBeInTheDocument();
    const headerRow = screen.getByRole('textbox', { name: /Row with the column names/ });
    await userEvent.clear(headerRow);
    await userEvent.type(headerRow, '2');
    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === `${SOURCE}/preview`).at(-1)?.options?.body,
      ).toEqual({ url: LINK, sheet_id: 42, header_row: 2 }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Save the source and continue to matching' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/p1/collects/c1/matching'));
    expect(router.state.location.search).toContain('file=google-sheet');
    expect(router.state.location.search).toContain('header_row=2');
    expect(calls.find((call) => call.method === 'PUT')?.options?.body).toEqual({
      url: LINK,
      sheet_id: 42,
      header_row: 2,
      schedule: 'OFF',
    });
  }, 30_000);

  it('shows the saved sheet, syncs it now and sets its schedule, in French', async () => {
    let synced = false;
    const { calls } = await renderImport((call) => {
      // Once synced, the source names the new task, still pending when the source was read.
      const last = { task_id: 't1', at: FIXTURE_TIME, status: 'PENDING' as const };
      if (call.path === SOURCE && call.method === 'GET')
        return response(synced ? { ...saved, last_sync: last } : saved);
      if (call.path === SOURCE && call.method === 'PUT')
        return response({ ...saved, schedule: 'DAILY' });
      if (call.path === `${SOURCE}/sync`) {
        synced = true;
        return { task };
      }
      if (call.path === '/api/programs/p1/tasks/t1') return { task: { ...task, status: 'DONE' } };
      throw new Error(`unexpected ${call.method} ${call.path}`);
    }, 'fr');
    await userEvent.click(await screen.findByRole('radio', { name: 'Une feuille Google Sheets' }));
    expect(
      await screen.findByText(/People, onglet « People list » \(en-tête en ligne 2\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir dans Google Sheets' })).toHaveAttribute(
      'href',
      LINK,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Synchroniser maintenant' }));
    await waitFor(() => expect(calls.some((call) => call.path === `${SOURCE}/sync`)).toBe(true));
    // The started sync is followed like a file's import, and the last sync's status with it.
    expect(
      await screen.findByRole('heading', { name: /People – People list/ }),
    ).toBeInTheDocument();
    // The import's progress and the source's last sync both end on it.
    await waitFor(() => expect(screen.getAllByText('Terminé')).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(screen.getByRole('textbox', { name: /Resynchroniser automatiquement/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Tous les jours', hidden: true }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.options?.body).toMatchObject({
        schedule: 'DAILY',
        sheet_id: 42,
      }),
    );
  }, 30_000);

  it('says to share the sheet when Google refuses it', async () => {
    const message = `Rainbow may not read this spreadsheet: in Google Sheets, click Share and add ${ACCOUNT.email} as a Viewer, then try again`;
    await renderImport((call) => {
      if (call.path === SOURCE && call.method === 'GET') return response(null);
      throw new ApiError(400, 'VALIDATION_ERROR', `url: ${message}`, {
        issues: [{ path: 'url', message }],
      });
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'A Google Sheet' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Link to the Google Sheet/ }),
      LINK,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find its tabs' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  }, 30_000);

  it('opens on the sheet side from the collect’s Google Sheet button', async () => {
    await renderImport(
      (call) => {
        if (call.path === SOURCE && call.method === 'GET') return response(saved);
        throw new Error(`unexpected ${call.method} ${call.path}`);
      },
      'en',
      '/p1/collects/c1/import?source=sheet',
    );
    expect(await screen.findByRole('button', { name: 'Sync now' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A Google Sheet' })).toBeChecked();
  }, 30_000);
});
