import type { Collect, CollectListItem } from '@shared/contract/collect.schema';
import type { ComputedGraphic, Report } from '@shared/contract/report.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { graphic } from '@/test/graphic';
import { FIXTURE_TIME, modelField } from '@/test/model-field';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import ReportPage from './report-page';

const GRAPHICS = '/api/program/p1/reports/p1/graphics';
const option = (value: string) => ({ value, label: { en: value, fr: value } });

const COLLECT: Collect = {
  _id: 'c1',
  program_id: 'p1',
  title: 'Visits',
  title_fr: 'Visites',
  model_id: 'm1',
  source: null,
  model_title: 'Visits',
  fields: [
    modelField('status', 0, {
      label: { en: 'Status', fr: 'Statut' },
      input_method: 'SIMPLE_SELECT',
      options: [option('open'), option('closed')],
    }),
    modelField('amount', 1, {
      label: { en: 'Amount', fr: 'Montant' },
      datatype: 'NUMBER',
      input_method: 'NUMBER',
    }),
  ],
  matched_fields: [],
  fieldsToDisplay: ['status', 'amount'],
  filterable_fields: ['status'],
  default_filters: { filters: [], sort: null },
  indexes: { state: 'READY', ready: 0, total: 0 },
  access: { see: 'ALL', write: 'ALL' },
  rules_progress: null,
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
};

interface World {
  editable: boolean;
  graphics: ComputedGraphic[];
  failGraphics?: boolean;
}

function reportApi(world: World) {
  let graphics = world.graphics;
  const report = (): Report => ({
    _id: 'p1',
    program_id: 'p1',
    graphics,
    editable: world.editable,
    created_at: FIXTURE_TIME,
  });
  return fakeApi((call: FakeCall) => {
    if (call.path === '/api/programs/p1/reports/default') return { report: report() };
    if (call.method === 'GET' && call.path === GRAPHICS) {
      if (world.failGraphics) throw new ApiError(409, 'CONFLICT', 'An index is being built');
      return { graphics };
    }
    if (call.method === 'PUT' && call.path === GRAPHICS) {
      const ids = (call.options?.body as { graphics: string[] }).graphics;
      graphics = ids.flatMap((id) => graphics.filter((entry) => entry._id === id));
      return { report: report() };
    }
    if (call.path === '/api/programs/p1/collects') {
      const listed: Partial<CollectListItem>[] = [COLLECT];
      return { collects: listed };
    }
    if (call.path === '/api/collects/c1') return { collect: COLLECT };
    if (call.path === '/api/programs/p1/reports/preview') {
      return {
        result: {
          groups: [
            { value: 'open', label: { en: 'open', fr: 'open' }, figure: 1_500 },
            { value: 'closed', label: { en: 'closed', fr: 'closed' }, figure: 500 },
          ],
          total: 2_000,
          records: 2_000,
        },
      };
    }
    if (call.method === 'POST' && call.path === GRAPHICS) {
      const made = graphic('new', { type: 'RING', groupBy: 'status' });
      graphics = [...graphics, made];
      return { graphic: made };
    }
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

async function renderPage(fake: ReturnType<typeof reportApi>, locale: 'en' | 'fr' = 'en') {
  const prefix = locale === 'fr' ? '/fr' : '';
  await renderWithProviders(null, {
    path: `${prefix}/p1/report`,
    locale,
    routes: [
      {
        path: `${prefix}/:program_id/report`,
        element: (
          <Suspense fallback={null}>
            <ReportPage />
          </Suspense>
        ),
      },
    ],
    services: fakeServices({ api: fake.api }),
  });
}

describe('the report screen', { timeout: 30_000 }, () => {
  it('shows each graphic with its figure abbreviated, and moves them from the keyboard', async () => {
    const user = userEvent.setup();
    const fake = reportApi({ editable: true, graphics: [graphic('a'), graphic('b')] });
    await renderPage(fake);
    const first = await screen.findByRole('region', { name: 'Graphic a' });
    expect(within(first).getByText('123.5K')).toBeInTheDocument();
    expect(
      within(first).queryByRole('button', { name: 'Move “Graphic a” up' }),
    ).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Move “Graphic a” down' }));
    await waitFor(() => {
      const put = fake.calls.find((call) => call.method === 'PUT');
      expect(put?.options?.body).toEqual({ graphics: ['b', 'a'] });
    });
    await waitFor(() =>
      expect(screen.getAllByRole('region').map((card) => card.getAttribute('aria-label'))).toEqual([
        'Graphic b',
        'Graphic a',
      ]),
    );
  });

  it('is read-only for contributors, in French too', async () => {
    const fake = reportApi({ editable: false, graphics: [graphic('a')] });
    await renderPage(fake, 'fr');
    const card = await screen.findByRole('region', { name: 'Graphique a' });
    expect(within(card).getByText('123,5K')).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Ajouter un graphique' })).not.toBeInTheDocument();
    expect(screen.getByText(/vos règles d’accès/)).toBeInTheDocument();
  });

  it('says when there is no graphic yet, with a way to add one for managers', async () => {
    await renderPage(reportApi({ editable: true, graphics: [] }));
    expect(await screen.findByRole('heading', { name: 'No graphic yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add a graphic' })).toHaveLength(2);
  });

  it('says when the figures could not be loaded', async () => {
    await renderPage(reportApi({ editable: true, graphics: [], failGraphics: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded.');
  });

  it('builds a ring in the editor, previewed before it is saved', async () => {
    const user = userEvent.setup();
    const fake = reportApi({ editable: true, graphics: [] });
    await renderPage(fake);
    await user.click((await screen.findAllByRole('button', { name: 'Add a graphic' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New graphic' });
    await user.type(within(dialog).getByLabelText(/Title \(English\)/), 'Visits by status');
    await user.click(within(dialog).getByRole('textbox', { name: /Collect/ }));
    await user.click(await screen.findByRole('option', { name: 'Visits', hidden: true }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Group by/ })).not.toBeDisabled(),
    );
    await user.click(within(dialog).getByRole('textbox', { name: /Group by/ }));
    await user.click(await screen.findByRole('option', { name: 'Status', hidden: true }));
    // The preview shows the figures the api computed for what the form holds.
    expect(await within(dialog).findByText('1.5K')).toBeInTheDocument();
    const previewed = fake.calls.find((call) => call.path.endsWith('/reports/preview'));
    expect(previewed?.options?.query).toMatchObject({
      collectId: 'c1',
      groupBy: 'status',
      groupingOperator: 'COUNT',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add the graphic' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = fake.calls.find((call) => call.method === 'POST');
    expect(posted?.options?.body).toEqual({
      type: 'RING',
      title: { en: 'Visits by status' },
      collectId: 'c1',
      groupBy: 'status',
      groupingOperator: 'COUNT',
      indicator: null,
      filters: [],
    });
  });

  it('asks a sum for its numeric field before saving', async () => {
    const user = userEvent.setup();
    const fake = reportApi({ editable: true, graphics: [] });
    await renderPage(fake);
    await user.click((await screen.findAllByRole('button', { name: 'Add a graphic' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New graphic' });
    await user.type(within(dialog).getByLabelText(/Title \(English\)/), 'Amounts');
    await user.click(within(dialog).getByRole('textbox', { name: /Figure/ }));
    await user.click(await screen.findByRole('option', { name: 'Sum', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add the graphic' }));
    expect(await within(dialog).findByText('Choose a numeric field')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a collect')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
