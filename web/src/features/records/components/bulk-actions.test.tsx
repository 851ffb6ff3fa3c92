import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/contract/user.schema';
import type { FakeCall } from '@/test/fake-api';
import { ITEMS, page, renderGrid } from '../test/grid-fixtures';
import { collectOf, contributor, manager } from '../test/records-fixtures';
import { downloadFile } from '../utils/download-file';

vi.mock('../utils/download-file', () => ({ downloadFile: vi.fn() }));

const EXPORT = '/api/programs/p1/collects/c1/records/export';
const BULK = '/api/programs/p1/collects/c1/records/bulk-update';
const FILE_URL = 'http://blobs.test/collects/c1/exports/x/Households-2026-01-01.csv?sig=1';
const NOW = '2026-01-01T00:00:00.000Z';

const taskOf = (type: 'EXPORT' | 'BULK_UPDATE') => ({
  _id: 't1',
  program_id: 'p1',
  collect_id: 'c1',
  type,
  status: 'PENDING',
  progress: { done: 0, total: 0 },
  counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
  label: 'Export of 120 records (CSV)',
  created_by: null,
  created_at: NOW,
  updated_at: NOW,
  finished_at: null,
  error: null,
  error_report_url: null,
  file_url: null,
});

const bodyOf = (calls: FakeCall[], path: string) =>
  calls.find((call) => call.path === path)?.options?.body as Record<string, unknown> | undefined;

/** The grid with `total` records (the first `loaded` loaded), other calls answered by `more`. */
function renderWithActions(
  more: (call: FakeCall) => unknown,
  options: { loaded?: number; total?: number; user?: User; locale?: 'en' | 'fr' } = {},
) {
  const loaded = options.loaded ?? 3;
  return renderGrid(
    '/p1/collects/c1',
    () => page(loaded, options.total ?? loaded, null),
    collectOf(),
    options.locale ?? 'en',
    options.user ?? manager,
    more,
  );
}

/** A menu's item (its opening transition hides it from role queries for a moment). */
// The export menu's code is imported on demand (components/deferred-menu.ts): on a busy machine
// its first transform takes a while.
const MENU_ARRIVAL = { timeout: 10_000 };
const menuItem = (name: string) =>
  screen.findByRole('menuitem', { name, hidden: true }, MENU_ARRIVAL);

/**
 * The Export button once its menu has taken its stand-in's place, which focusing it (as from the
 * keyboard) asks for (Mantine's target has an id; the stand-in has none), so that a click is not
 * lost to the swap. Pressing the stand-in is the language switcher's test.
 */
async function exportButton() {
  act(() => screen.getByRole('button', { name: 'Export' }).focus());
  await waitFor(
    () => expect(screen.getByRole('button', { name: 'Export' }).id).toMatch(/target$/),
    MENU_ARRIVAL,
  );
  return screen.getByRole('button', { name: 'Export' });
}

async function tick(names: string[]) {
  const grid = await screen.findByRole('table', {}, { timeout: 10_000 });
  for (const name of names) {
    const row = (await within(grid).findByText(name, {}, { timeout: 10_000 })).closest('tr');
    if (!row) throw new Error(`no row for ${name}`);
    await userEvent.click(within(row).getByRole('checkbox'));
  }
}

// Dialogs and menus take several user steps each: more than vitest's 5 s on a loaded machine.
describe('bulk actions of the records grid', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.mocked(downloadFile).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('exports the whole view as CSV and downloads the file', async () => {
    const { calls } = await renderWithActions((call) => {
      if (call.path === EXPORT) return { fileUrl: FILE_URL };
      throw new Error(`unexpected ${call.path}`);
    });
    await screen.findByText('Household 3', {}, { timeout: 10_000 });
    await userEvent.click(await exportButton());
    expect(
      await screen.findByText('All 3 records of this view', {}, MENU_ARRIVAL),
    ).toBeInTheDocument();
    await userEvent.click(await menuItem('CSV file'));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(FILE_URL));
    expect(bodyOf(calls, EXPORT)).toEqual({ format: 'csv' });
  });

  it('exports the selection as XLSX, or (all matching) the view, and links a large one to its task', async () => {
    const { calls } = await renderWithActions(
      (call) => {
        if (call.path === EXPORT) return { task: taskOf('EXPORT') };
        throw new Error(`unexpected ${call.path}`);
      },
      { loaded: 3, total: 120 },
    );
    await tick(['Household 1', 'Household 3']);
    await userEvent.click(await exportButton());
    await userEvent.click(await menuItem('Excel file (XLSX)'));
    await waitFor(() => expect(bodyOf(calls, EXPORT)).toBeDefined());
    expect(bodyOf(calls, EXPORT)).toEqual({ format: 'xlsx', collectItems: ['r1', 'r3'] });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The file is being prepared in a task.',
    );
    expect(
      screen.getByRole('link', { name: 'Download it from the Tasks page when it is done' }),
    ).toHaveAttribute('href', '/p1/tasks');
    expect(downloadFile).not.toHaveBeenCalled();

    // Every loaded row ticked: the whole view can be chosen, and then no ids are sent.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the loaded records' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 120 matching records' }));
    expect(screen.getByText('All 120 matching records are selected')).toBeInTheDocument();
    await userEvent.click(await exportButton());
    expect(await screen.findByText('All 120 records of this view')).toBeInTheDocument();
    await userEvent.click(await menuItem('CSV file'));
    await waitFor(() => expect(calls.filter((call) => call.path === EXPORT)).toHaveLength(2));
    expect(calls.filter((call) => call.path === EXPORT)[1]?.options?.body).toEqual({
      format: 'csv',
    });
  });

  it('edits the selected records: a field, its own input, a confirmation with the count, the outcome', async () => {
    const { calls } = await renderWithActions((call) => {
      if (call.path === BULK) {
        return {
          updated: 1,
          unchanged: 0,
          rejected: 1,
          rejections: [{ _id: 'r2', reason: 'You have no access to this record' }],
        };
      }
      if (call.path === ITEMS) return page(3);
      throw new Error(`unexpected ${call.path}`);
    });
    await tick(['Household 1', 'Household 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Bulk edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 records' });
    const field = within(dialog).getByRole('textbox', { name: 'Field' });
    // Emptying a required field is refused by the model's engine before anything is sent.
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'Name', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'Amount', hidden: true }));
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Amount' }), '42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('Amount of 2 records will be set to:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('42')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change 2 records' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '1 record updated · 1 refused',
    );
    expect(within(dialog).getByText('r2: You have no access to this record')).toBeInTheDocument();
    expect(bodyOf(calls, BULK)).toEqual({ fields: { amount: 42 }, collectItems: ['r1', 'r2'] });
  });

  it('says in French, and hides the bulk edit from a single contributor', async () => {
    await renderWithActions(() => ({ fileUrl: FILE_URL }), { locale: 'fr', user: contributor });
    await tick(['Household 1']);
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer la sélection' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier en masse' })).not.toBeInTheDocument();
  });

  it('offers the bulk edit in French to a manager, with a task link for many records', async () => {
    const { calls } = await renderWithActions(
      (call) => {
        if (call.path === BULK) return { task: taskOf('BULK_UPDATE') };
        throw new Error(`unexpected ${call.path}`);
      },
      { locale: 'fr', total: 400 },
    );
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Sélectionner les enregistrements chargés' }),
    );
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Sélectionner les 400 enregistrements correspondants',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Modifier en masse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier 400 enregistrements' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Champ' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Région', hidden: true }));
    await userEvent.click(await within(dialog).findByRole('textbox', { name: 'Région' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sud', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Modifier 400 enregistrements' }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Tant d’enregistrements sont modifiés dans une tâche.',
    );
    expect(bodyOf(calls, BULK)).toEqual({ fields: { region: 'south' } });
  });
});
