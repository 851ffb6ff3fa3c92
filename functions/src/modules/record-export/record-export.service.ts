import { randomUUID } from 'node:crypto';
import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { Clock } from '../../core/clock.js';
import { forbidden, notFound } from '../../core/errors.js';
import { actorOf } from '../../core/person-ref.js';
import type { CurrentUser } from '../../http/request-context.js';
import { EXPORT_INLINE_MAX } from '../../shared/contract/export.schema.js';
import type { ExportRequest, ExportResponse } from '../../shared/contract/export.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';
import { isCollectContributor } from '../../shared/permissions/roles.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { StartTask } from '../tasks/task-work.js';
import type { RecordsRepository } from '../records/records.repository.js';
import type { RecordsScanner } from '../records/records-scan.js';
import {
  exportFileName,
  exportPath,
  EXPORT_LINK_TTL_SECONDS,
  writeExportFile,
} from './export-file.js';
import { exportCount, exportSelectionOf, exportValues } from './export-selection.js';
import type { CheckView } from './export-selection.js';
import type { ExportTaskInput } from './export-task-input.js';

export interface RecordExportDeps {
  readonly records: Pick<RecordsRepository, 'findCollect'>;
  readonly scanner: RecordsScanner;
  readonly checkView: CheckView;
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  readonly startTask: StartTask;
}

export interface RecordPlace {
  readonly programId: string;
  readonly collectId: string;
}

/** 200 with the file's link, or 202 with the task that will produce it. */
export type ExportOutcome =
  | { readonly status: 200; readonly body: ExportResponse }
  | { readonly status: 202; readonly body: ExportResponse };

export interface RecordExportService {
  export(
    current: CurrentUser,
    place: RecordPlace,
    request: ExportRequest,
    locale: Locale,
  ): Promise<ExportOutcome>;
}

const NO_ACCESS = 'You have no access to the records of this collect';

const TASK_LABELS: Readonly<Record<Locale, (count: number, format: string) => string>> = {
  en: (count, format) =>
    `Export of ${count.toLocaleString('en')} records (${format.toUpperCase()})`,
  fr: (count, format) =>
    `Export de ${count.toLocaleString('fr')} enregistrements (${format.toUpperCase()})`,
};

export function createRecordExportService(deps: RecordExportDeps): RecordExportService {
  const { records, scanner, blobs, clock } = deps;

  return {
    async export(current, place, request, locale) {
      const collect = await records.findCollect(place.collectId);
      if (!collect || collect.programId !== place.programId) throw notFound('Collect not found');
      const reach = await deps.reach(current, collect);
      // As the grid: a contributor without a rule gets an empty file, anyone else outside is refused.
      if (
        reach.summary.see === 'NONE' &&
        !isCollectContributor(current, collect.programId, collect.id)
      ) {
        throw forbidden(NO_ACCESS);
      }
      const selection = exportSelectionOf(deps.checkView, collect, reach, request);
      const count = await exportCount(scanner, selection);
      const now = clock.now();
      const fileName = exportFileName(collect.title, now, request.format);
      if (count > EXPORT_INLINE_MAX) {
        const input: ExportTaskInput = {
          ids: request.collectItems ?? null,
          filters: request.filters ?? [],
          keywords: request.keywords ?? null,
          sort: request.sort ?? null,
          direction: request.direction ?? null,
          format: request.format,
          locale,
          file_name: fileName,
        };
        const task = await deps.startTask({
          programId: collect.programId,
          collectId: collect.id,
          type: 'EXPORT',
          label: TASK_LABELS[locale](count, request.format),
          input,
          createdBy: actorOf(current),
        });
        return { status: 202, body: { task } };
      }
      const path = exportPath(collect.id, randomUUID(), fileName);
      await writeExportFile(
        blobs,
        { path, format: request.format, locale, title: collect.title, fields: collect.fields },
        exportValues(scanner, selection),
      );
      return {
        status: 200,
        body: { fileUrl: await blobs.signedUrl(path, EXPORT_LINK_TTL_SECONDS) },
      };
    },
  };
}
