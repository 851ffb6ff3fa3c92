import { invalidField } from '../../core/errors.js';
import { actorOf } from '../../core/person-ref.js';
import { parseSheetAddress, sheetUrlOf } from '../../core/sheets/sheet-address.js';
import { tabOf } from '../../core/sheets/sheet-table.js';
import type { CurrentUser } from '../../http/request-context.js';
import type { ImportResponse, UploadedFileResponse } from '../../shared/contract/import.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type {
  SheetSource,
  SheetSourceResponse,
  SheetSourceValues,
  SheetTabsResponse,
} from '../../shared/contract/sheet.schema.js';
import type { TaskStatus } from '../../shared/contract/task.schema.js';
import type { ImportPlace, ImportsDeps } from './imports.service.js';
import { importableCollect } from './imports.service.js';
import type { SheetImports } from './sheet-imports.js';
import { NO_TEMPLATE, NOT_A_SHEET } from './sheet-messages.js';
import type { SheetSourcesRepository, StoredSheetSource } from './sheet-source.repository.js';

// The collect's Google Sheet source: which tab feeds it, how often it is synced again, and the
// calls that list a spreadsheet's tabs, preview one and sync it now. Who may: whoever may import
// into the collect (mayImport and their WRITE rules), as for files.

export interface SheetSourceDeps extends Pick<
  ImportsDeps,
  'imports' | 'reach' | 'templates' | 'clock'
> {
  readonly sources: SheetSourcesRepository;
  readonly sheetImports: SheetImports;
  /** A task's status now (the source's last sync). */
  readonly taskStatus: (programId: string, taskId: string) => Promise<TaskStatus | null>;
}

function addressOf(url: string, locale: Locale) {
  const address = parseSheetAddress(url);
  if (!address) throw invalidField('url', NOT_A_SHEET[locale]);
  return address;
}

export function createSheetSourceService(deps: SheetSourceDeps) {
  const { sources, sheetImports } = deps;

  async function toResponse(source: StoredSheetSource | null): Promise<SheetSourceResponse> {
    const email = await sheetImports.serviceAccount();
    const emulated = sheetImports.emulated;
    if (!source) return { source: null, service_account: { email, emulated } };
    const status = source.lastSync
      ? ((await deps.taskStatus(source.programId, source.lastSync.taskId)) ??
        source.lastSync.status)
      : null;
    const shaped: SheetSource = {
      spreadsheet_id: source.spreadsheetId,
      spreadsheet_title: source.spreadsheetTitle,
      url: sheetUrlOf(source.spreadsheetId, source.sheetId),
      sheet_id: source.sheetId,
      tab: source.tab,
      header_row: source.headerRow,
      schedule: source.schedule,
      last_sync:
        source.lastSync && status
          ? { task_id: source.lastSync.taskId, at: source.lastSync.at.toISOString(), status }
          : null,
      updated_at: source.updatedAt.toISOString(),
      updated_by: source.updatedBy,
    };
    return { source: shaped, service_account: { email, emulated } };
  }

  async function spreadsheetOf(url: string, locale: Locale) {
    const address = addressOf(url, locale);
    try {
      return { address, spreadsheet: await sheetImports.spreadsheet(address.spreadsheetId) };
    } catch (error) {
      throw await sheetImports.failed(error, locale);
    }
  }

  return {
    async get(current: CurrentUser, place: ImportPlace): Promise<SheetSourceResponse> {
      const collect = await importableCollect(deps, current, place);
      return toResponse(await sources.find(collect.programId, collect.id));
    },

    async tabs(
      current: CurrentUser,
      place: ImportPlace,
      url: string,
      locale: Locale,
    ): Promise<SheetTabsResponse> {
      await importableCollect(deps, current, place);
      const { address, spreadsheet } = await spreadsheetOf(url, locale);
      const linked = spreadsheet.tabs.find((tab) => tab.sheetId === address.gid);
      return {
        spreadsheet: {
          id: address.spreadsheetId,
          title: spreadsheet.title,
          tabs: spreadsheet.tabs.map((tab) => ({ sheet_id: tab.sheetId, title: tab.title })),
        },
        sheet_id: (linked ?? spreadsheet.tabs[0])?.sheetId ?? null,
      };
    },

    async preview(
      current: CurrentUser,
      place: ImportPlace,
      input: SheetSourceValues,
      locale: Locale,
    ): Promise<UploadedFileResponse> {
      await importableCollect(deps, current, place);
      const address = addressOf(input.url, locale);
      return sheetImports.preview(
        {
          spreadsheetId: address.spreadsheetId,
          sheetId: input.sheet_id,
          headerRow: input.header_row,
        },
        locale,
      );
    },

    async save(
      current: CurrentUser,
      place: ImportPlace,
      input: SheetSourceValues,
      locale: Locale,
    ): Promise<SheetSourceResponse> {
      const collect = await importableCollect(deps, current, place);
      const { address, spreadsheet } = await spreadsheetOf(input.url, locale);
      let tab;
      try {
        tab = tabOf(spreadsheet, input.sheet_id);
      } catch (error) {
        throw await sheetImports.failed(error, locale);
      }
      const saved = await sources.save(
        {
          programId: collect.programId,
          collectId: collect.id,
          spreadsheetId: address.spreadsheetId,
          spreadsheetTitle: spreadsheet.title,
          sheetId: tab.sheetId,
          tab: tab.title,
          headerRow: input.header_row,
          schedule: input.schedule,
          locale,
        },
        actorOf(current),
        deps.clock.now(),
      );
      return toResponse(saved);
    },

    /** Sync now, with the collect's saved matching template. */
    async sync(current: CurrentUser, place: ImportPlace, locale: Locale): Promise<ImportResponse> {
      const collect = await importableCollect(deps, current, place);
      const template = await deps.templates.find(collect);
      if (!template) throw invalidField('template', NO_TEMPLATE[locale]);
      return sheetImports.start(current, collect, { template, headerRow: null, locale });
    },
  };
}
