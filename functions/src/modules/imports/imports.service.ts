import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { Clock } from '../../core/clock.js';
import { appError, forbidden, invalidField, notFound } from '../../core/errors.js';
import { actorOf } from '../../core/person-ref.js';
import { sniffTabularKind } from '../../core/tabular/file-kind.js';
import type { KindProblem } from '../../core/tabular/file-kind.js';
import { openTable } from '../../core/tabular/table-reader.js';
import type { TabularFile } from '../../core/tabular/table-reader.js';
import type { CurrentUser } from '../../http/request-context.js';
import type { UploadedFile } from '../../http/multipart.js';
import type {
  FileReading,
  ImportResponse,
  MatchingPreviewResponse,
  UploadedFileResponse,
} from '../../shared/contract/import.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type {
  MatchingTemplate,
  MatchingTemplateValues,
} from '../../shared/contract/matching.schema.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { StartTask } from '../tasks/task-work.js';
import { filePreviewOf, readPreview } from './file-preview.js';
import { fileError, nameOfPath, storeImportFile, uploadedFile } from './import-files.js';
import type { ImportTaskInputData } from './import-input.js';
import { mayImport } from '../../shared/permissions/imports.js';
import type { ImportCollect, ImportsRepository } from './imports.repository.js';
import type { MatchingTemplatesRepository } from './matching-template.repository.js';
import { mapRow, planMapping } from './row-mapping.js';
import { IMPORT_MESSAGES } from './import-messages.js';
import { proposeTemplate } from './template-proposal.js';
import { SHEET_SOURCE_PATH } from '../../shared/contract/sheet.schema.js';
import type { SheetImports } from './sheet-imports.js';

export interface ImportsDeps {
  readonly imports: ImportsRepository;
  readonly templates: MatchingTemplatesRepository;
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  readonly startTask: StartTask;
  /** The collect's Google Sheet source, read where a call names `google-sheet` as its path. */
  readonly sheetImports: SheetImports;
}

/** The collect named in the path, within the program named beside it (when there is one). */
export interface ImportPlace {
  readonly programId: string | null;
  readonly collectId: string;
}

const KIND_MESSAGES: Readonly<Record<KindProblem, string>> = {
  EMPTY: 'The file is empty',
  LEGACY_XLS:
    'This is an Excel 97–2003 workbook (.xls): save it as .xlsx or .csv and upload it again',
  NOT_XLSX: 'This file is not an Excel workbook (.xlsx): send a .xlsx or a .csv file',
  NOT_TEXT: 'This file is not text: a .csv file must be text (an Excel workbook is sent as .xlsx)',
};

function withTemplateVariables(collect: ImportCollect, template: MatchingTemplateValues) {
  const variables = new Set(collect.fields.map((field) => field.variable));
  template.columns.forEach((column, index) => {
    if (column.variable !== null && !variables.has(column.variable)) {
      throw invalidField(`columns.${index}.variable`, 'Not a field of the collect’s model');
    }
  });
  return template;
}

/** The collect, once the caller may import into it (and their rules let them write). */
export async function importableCollect(
  deps: Pick<ImportsDeps, 'imports' | 'reach'>,
  current: CurrentUser,
  place: ImportPlace,
): Promise<ImportCollect> {
  const collect = await deps.imports.findCollect(place.collectId);
  if (!collect || (place.programId !== null && collect.programId !== place.programId)) {
    throw notFound('Collect not found');
  }
  if (!mayImport(current, collect)) {
    throw forbidden('Only administrators, managers and the collect’s bulk contributors import');
  }
  const reach = await deps.reach(current, collect);
  if (!reach.write) throw forbidden('Your access rules do not let you add records to this collect');
  return collect;
}

export function createImportsService(deps: ImportsDeps) {
  const { templates, blobs, clock } = deps;

  const importable = (current: CurrentUser, place: ImportPlace) =>
    importableCollect(deps, current, place);

  const planFor = async (
    collect: ImportCollect,
    file: TabularFile | null,
    reading: FileReading,
    template: MatchingTemplateValues,
    locale: Locale,
  ) => {
    try {
      const table = file
        ? await openTable(file, { headerRow: reading.header_row, worksheet: reading.worksheet })
        : await deps.sheetImports.openSaved(collect, reading.header_row, locale);
      const plan = planMapping({
        headers: table.headers,
        fields: collect.fields,
        matchedFields: collect.matchedFields,
        template,
        locale,
      });
      return { table, plan };
    } catch (error) {
      throw fileError(error, locale);
    }
  };

  return {
    async upload(
      current: CurrentUser,
      collectId: string,
      upload: { file: UploadedFile | undefined; reading: Omit<FileReading, 'path'> },
      locale: Locale,
    ): Promise<UploadedFileResponse> {
      const collect = await importable(current, { programId: null, collectId });
      if (!upload.file) throw invalidField('file', 'Required');
      const sniffed = sniffTabularKind(upload.file.bytes, upload.file.filename);
      if (sniffed.problem === 'EMPTY') throw invalidField('file', KIND_MESSAGES.EMPTY);
      if (sniffed.problem) {
        throw appError('UNSUPPORTED_MEDIA_TYPE', `file: ${KIND_MESSAGES[sniffed.problem]}`, {
          issues: [{ path: 'file', message: KIND_MESSAGES[sniffed.problem] }],
        });
      }
      const file = { kind: sniffed.kind, bytes: upload.file.bytes };
      // Read before storing: a file that cannot be imported is not kept.
      const preview = await readPreview(file, upload.reading, locale);
      const stored = await storeImportFile(blobs, collect.id, {
        filename: upload.file.filename,
        bytes: upload.file.bytes,
        kind: sniffed.kind,
      });
      return {
        file: { ...stored, size: upload.file.bytes.length, kind: sniffed.kind },
        preview: filePreviewOf(preview, upload.reading, locale),
      };
    },

    async filePreview(
      current: CurrentUser,
      place: ImportPlace,
      reading: FileReading,
      locale: Locale,
    ) {
      const collect = await importable(current, place);
      if (reading.path === SHEET_SOURCE_PATH) {
        return deps.sheetImports.previewSaved(collect, reading.header_row, locale);
      }
      const file = await uploadedFile(blobs, collect.id, reading.path);
      const preview = await readPreview(file, reading, locale);
      return {
        file: {
          path: reading.path,
          name: nameOfPath(reading.path),
          size: file.size,
          kind: file.kind,
        },
        preview: filePreviewOf(preview, reading, locale),
      };
    },

    async getTemplate(current: CurrentUser, place: ImportPlace): Promise<MatchingTemplate | null> {
      const collect = await importable(current, place);
      return templates.find(collect);
    },

    async saveTemplate(current: CurrentUser, place: ImportPlace, template: MatchingTemplateValues) {
      const collect = await importable(current, place);
      return templates.save(
        collect,
        withTemplateVariables(collect, template),
        actorOf(current),
        clock.now(),
      );
    },

    async proposeTemplate(
      current: CurrentUser,
      place: ImportPlace,
      request: { headers: string[]; rows: string[][]; header_row: number },
    ): Promise<MatchingTemplate> {
      const collect = await importable(current, place);
      const proposal = proposeTemplate({
        headers: request.headers,
        rows: request.rows,
        fields: collect.fields,
        matchedFields: collect.matchedFields,
      });
      return { ...proposal, header_row: request.header_row, updated_at: null, updated_by: null };
    },

    async previewTemplate(
      current: CurrentUser,
      place: ImportPlace,
      request: FileReading & { template: MatchingTemplateValues; limit: number },
      locale: Locale,
    ): Promise<MatchingPreviewResponse> {
      const collect = await importable(current, place);
      const template = withTemplateVariables(collect, request.template);
      const file =
        request.path === SHEET_SOURCE_PATH
          ? null
          : await uploadedFile(blobs, collect.id, request.path);
      const { table, plan } = await planFor(collect, file, request, template, locale);
      const rows: MatchingPreviewResponse['rows'] = [];
      try {
        for await (const row of table.rows) {
          const mapped = mapRow(plan, row);
          const errors = [...mapped.rowErrors].filter((error) => error !== plan.keyProblem);
          rows.push({
            number: mapped.number,
            cells: mapped.cells.map((cell) => ({ ...cell })),
            errors,
            valid: errors.length === 0 && mapped.cells.every((cell) => cell.error === null),
          });
          if (rows.length >= request.limit) break;
        }
      } catch (error) {
        throw fileError(error, locale);
      }
      const messages = IMPORT_MESSAGES[locale];
      const problems = [
        ...(plan.keyProblem ? [plan.keyProblem] : []),
        ...plan.unmappedRequired.map((field) =>
          messages.requiredNotMapped(field.label[locale] || field.label.en),
        ),
      ];
      return { rows, problems };
    },

    async start(
      current: CurrentUser,
      place: ImportPlace,
      request: FileReading & { template?: MatchingTemplateValues | undefined },
      locale: Locale,
    ): Promise<ImportResponse> {
      const collect = await importable(current, place);
      const saved = request.template ? null : await templates.find(collect);
      const template = request.template ?? saved;
      if (!template) throw invalidField('template', 'Save a matching template or send one');
      withTemplateVariables(collect, template);
      if (request.path === SHEET_SOURCE_PATH) {
        const { table, plan } = await planFor(collect, null, request, template, locale);
        await table.rows.return();
        if (plan.keyProblem) throw invalidField('template.key', plan.keyProblem);
        return deps.sheetImports.start(current, collect, {
          template,
          headerRow: request.header_row,
          locale,
        });
      }
      const file = await uploadedFile(blobs, collect.id, request.path);
      const { table, plan } = await planFor(collect, file, request, template, locale);
      await table.rows.return();
      if (plan.keyProblem) throw invalidField('template.key', plan.keyProblem);
      // Counted now: a file above the row limit is refused before any task exists.
      const preview = await readPreview(file, request, locale);
      const name = nameOfPath(request.path);
      const input: ImportTaskInputData = {
        path: request.path,
        name,
        kind: file.kind,
        header_row: request.header_row,
        worksheet: request.worksheet,
        template: { columns: template.columns, key: template.key, header_row: request.header_row },
        locale,
        total_rows: preview.totalRows,
      };
      const task = await deps.startTask({
        programId: collect.programId,
        collectId: collect.id,
        type: 'IMPORT_CONTENT',
        label: name,
        input,
        createdBy: actorOf(current),
      });
      return { task };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
