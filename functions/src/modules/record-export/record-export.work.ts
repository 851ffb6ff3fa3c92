import type { BlobStore } from '../../core/blobs/blob-store.js';
import { appError } from '../../core/errors.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { User } from '../../shared/contract/user.schema.js';
import type { TaskIo, TaskRun, TaskWork } from '../tasks/task-work.js';
import type { RecordsRepository } from '../records/records.repository.js';
import type { RecordsScanner } from '../records/records-scan.js';
import { contentTypeOf, exportPath, writeExportFile } from './export-file.js';
import { exportTaskInputSchema } from './export-task-input.js';
import { exportCount, exportSelectionOf, exportValues } from './export-selection.js';
import type { CheckView } from './export-selection.js';

// The EXPORT task: the file of a large export, written in one stream to the blob store. A file
// cannot be appended to across runs, so a resumed task writes it again from the start; its
// cursor is the number of rows whose progress was already counted, so that progress is not
// counted twice. The reach is the starter's as it is when the task runs.

export interface RecordExportWorkDeps {
  readonly records: Pick<RecordsRepository, 'findCollect'>;
  readonly scanner: RecordsScanner;
  readonly checkView: CheckView;
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
  readonly findUser: (uid: string) => Promise<User | null>;
  readonly blobs: BlobStore;
}

/** Rows between two progress commits. */
export const EXPORT_PROGRESS_EVERY = 5000;

async function starterOf(deps: RecordExportWorkDeps, task: TaskRun): Promise<Subject> {
  const user = task.createdBy ? await deps.findUser(task.createdBy._id) : null;
  if (!user) throw appError('NOT_FOUND', 'The person who started this export no longer exists');
  if (user.status === 'DISABLED') return { uid: user._id, level: 'REGULAR_USER', roles: [] };
  return { uid: user._id, level: user.level, roles: user.roles };
}

export function createRecordExportWork(deps: RecordExportWorkDeps): TaskWork {
  return {
    type: 'EXPORT',
    async run(task: TaskRun, io: TaskIo) {
      const input = exportTaskInputSchema.parse(task.input);
      const collect = task.collectId ? await deps.records.findCollect(task.collectId) : null;
      if (!collect) throw appError('NOT_FOUND', 'The collect of this export no longer exists');
      const reach = await deps.reach(await starterOf(deps, task), collect);
      const selection = exportSelectionOf(deps.checkView, collect, reach, {
        collectItems: input.ids ?? undefined,
        filters: input.filters,
        keywords: input.keywords ?? undefined,
        sort: input.sort ?? undefined,
        direction: input.direction ?? undefined,
      });
      const counted = typeof task.cursor === 'number' ? task.cursor : 0;
      const total = await exportCount(deps.scanner, selection);
      let reported = counted;
      const report = async (rows: number) => {
        if (rows <= reported) return;
        await io.commit(() => undefined, { cursor: rows, done: rows - reported, total });
        reported = rows;
      };
      const path = exportPath(collect.id, task.id, input.file_name);
      const rows = await writeExportFile(
        deps.blobs,
        {
          path,
          format: input.format,
          locale: input.locale,
          title: collect.title,
          fields: collect.fields,
        },
        exportValues(deps.scanner, selection),
        (written) => (written % EXPORT_PROGRESS_EVERY === 0 ? report(written) : Promise.resolve()),
      );
      await report(rows);
      await io.produced({ path, contentType: contentTypeOf(input.format) });
    },
  };
}
