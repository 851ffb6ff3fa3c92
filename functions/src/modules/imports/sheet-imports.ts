import { appError, invalidField } from '../../core/errors.js';
import { actorOf } from '../../core/person-ref.js';
import { openSheetTable, previewSheetTable } from '../../core/sheets/sheet-table.js';
import type { SheetReading } from '../../core/sheets/sheet-table.js';
import type { SheetsClient } from '../../core/sheets/sheets-client.js';
import { SheetsError } from '../../core/sheets/sheets-error.js';
import type { Table } from '../../core/tabular/table-reader.js';
import type { CurrentUser } from '../../http/request-context.js';
import type { ImportResponse, UploadedFileResponse } from '../../shared/contract/import.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { MatchingTemplateValues } from '../../shared/contract/matching.schema.js';
import { SHEET_SOURCE_PATH } from '../../shared/contract/sheet.schema.js';
import type { StartTask } from '../tasks/task-work.js';
import { filePreviewOf } from './file-preview.js';
import { fileError } from './import-files.js';
import type { ImportTaskInputData } from './import-input.js';
import type { ImportCollect } from './imports.repository.js';
import { NO_SHEET_SOURCE, SHEET_MESSAGES } from './sheet-messages.js';
import type { SheetSourcesRepository, StoredSheetSource } from './sheet-source.repository.js';

// The Google Sheet as an import source: what the import calls (file preview, matching preview,
// import) do when their `path` is `google-sheet` (the collect's saved source), and the sync the
// sheet source's own calls start. The import itself is the IMPORT_CONTENT task of files, with
// the sheet named in its input instead of an upload.

export interface SheetImportsDeps {
  readonly sheets: SheetsClient;
  readonly sources: SheetSourcesRepository;
  readonly startTask: StartTask;
}

/** Google's refusal (or a table the readers refuse) as the caller's error, naming the field. */
export function sheetError(error: unknown, locale: Locale, serviceAccount: string): unknown {
  if (!(error instanceof SheetsError)) return fileError(error, locale);
  const message = SHEET_MESSAGES[locale](error.failure, serviceAccount);
  switch (error.failure.kind) {
    case 'NOT_SHARED':
      return invalidField('url', message);
    case 'NOT_FOUND':
      return appError('NOT_FOUND', `url: ${message}`, { issues: [{ path: 'url', message }] });
    case 'TAB_GONE':
      return invalidField('sheet_id', message);
    case 'QUOTA':
      return appError('RATE_LIMITED', message);
    case 'UNAVAILABLE':
      return appError('INTERNAL', message);
  }
}

export const sheetLabel = (source: Pick<StoredSheetSource, 'spreadsheetTitle' | 'tab'>) =>
  source.spreadsheetTitle ? `${source.spreadsheetTitle} – ${source.tab}` : source.tab;

export function createSheetImports(deps: SheetImportsDeps) {
  const { sheets, sources } = deps;
  let email: Promise<string> | null = null;
  /** The service account's e-mail, asked once per instance (it does not change). */
  const serviceAccount = () => {
    email ??= sheets.serviceAccountEmail().catch(() => {
      email = null;
      return '';
    });
    return email;
  };
  const failed = async (error: unknown, locale: Locale) =>
    sheetError(error, locale, await serviceAccount());

  const savedSource = async (collect: ImportCollect, locale: Locale) => {
    const source = await sources.find(collect.programId, collect.id);
    if (!source) throw invalidField('path', NO_SHEET_SOURCE[locale]);
    return source;
  };

  async function preview(reading: SheetReading, locale: Locale): Promise<UploadedFileResponse> {
    try {
      const read = await previewSheetTable(sheets, reading);
      return {
        file: {
          path: SHEET_SOURCE_PATH,
          name: read.spreadsheet.title
            ? `${read.spreadsheet.title} – ${read.tab.title}`
            : read.tab.title,
          size: 0,
          kind: 'GOOGLE_SHEET',
        },
        preview: filePreviewOf(
          read,
          { header_row: reading.headerRow, worksheet: read.tab.title },
          locale,
        ),
      };
    } catch (error) {
      throw await failed(error, locale);
    }
  }

  return {
    emulated: sheets.emulated,
    spreadsheet: (spreadsheetId: string) => sheets.spreadsheet(spreadsheetId),
    serviceAccount,
    failed,
    preview,

    /** The saved source's first rows, with another header row perhaps. */
    async previewSaved(collect: ImportCollect, headerRow: number, locale: Locale) {
      const source = await savedSource(collect, locale);
      return preview(
        { spreadsheetId: source.spreadsheetId, sheetId: source.sheetId, headerRow },
        locale,
      );
    },

    /** The saved source's tab as a table (the matching preview reads its first rows). */
    async openSaved(collect: ImportCollect, headerRow: number, locale: Locale): Promise<Table> {
      const source = await savedSource(collect, locale);
      try {
        const { table } = await openSheetTable(sheets, {
          spreadsheetId: source.spreadsheetId,
          sheetId: source.sheetId,
          headerRow,
        });
        return table;
      } catch (error) {
        throw await failed(error, locale);
      }
    },

    /** Starts a sync of the saved source: the import task, with the template given. */
    async start(
      current: CurrentUser | null,
      collect: ImportCollect,
      request: { template: MatchingTemplateValues; headerRow: number | null; locale: Locale },
      startedBy?: StoredSheetSource['updatedBy'],
    ): Promise<ImportResponse> {
      const source = await savedSource(collect, request.locale);
      const createdBy = current ? actorOf(current) : startedBy;
      if (!createdBy) throw appError('FORBIDDEN', 'Nobody to start this sync as');
      const headerRow = request.headerRow ?? source.headerRow;
      const label = sheetLabel(source);
      const input: ImportTaskInputData = {
        path: SHEET_SOURCE_PATH,
        name: label,
        kind: 'GOOGLE_SHEET',
        header_row: headerRow,
        worksheet: source.tab,
        template: { ...request.template, header_row: headerRow },
        locale: request.locale,
        // Counted by the task when it copies the tab.
        total_rows: 0,
        sheet: { spreadsheet_id: source.spreadsheetId, sheet_id: source.sheetId },
      };
      const task = await deps.startTask({
        programId: collect.programId,
        collectId: collect.id,
        type: 'IMPORT_CONTENT',
        label,
        input,
        createdBy,
      });
      await sources.recordSync(source, { taskId: task._id, at: new Date(task.created_at) });
      return { task };
    },
  };
}

export type SheetImports = ReturnType<typeof createSheetImports>;
