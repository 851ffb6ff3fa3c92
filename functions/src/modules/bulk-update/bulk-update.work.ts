import { appError } from '../../core/errors.js';
import type { RecordViewQuery } from '../../shared/contract/record-query.schema.js';
import type { User } from '../../shared/contract/user.schema.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { TaskIo, TaskRun, TaskWork } from '../tasks/task-work.js';
import type { CheckedView, GridCollect } from '../records/record-query.js';
import type { RecordsRepository } from '../records/records.repository.js';
import type { RecordsScanner } from '../records/records-scan.js';
import { runBulkUpdate } from './bulk-update-engine.js';
import { bulkCursorSchema, bulkTaskInputSchema } from './bulk-update-input.js';
import { BULK_START, mayBulkUpdate } from './bulk-update-plan.js';
import type { BulkPlan } from './bulk-update-plan.js';
import type { BulkUpdateRepository } from './bulk-update.repository.js';

// The BULK_UPDATE task: the call's loop, each chunk committed through the runner with the task's
// progress, counts, rejections and the cursor after it (the selection's index, or the view's
// last record with the totals so far), so a resumed task continues after its last chunk. The
// starter's roles and reach are read again when it runs.

export interface BulkUpdateWorkDeps {
  readonly records: Pick<RecordsRepository, 'findCollect'>;
  readonly scanner: RecordsScanner;
  readonly repository: BulkUpdateRepository;
  readonly checkView: (collect: GridCollect, view: RecordViewQuery) => CheckedView;
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
  readonly findUser: (uid: string) => Promise<User | null>;
}

export function createBulkUpdateWork(deps: BulkUpdateWorkDeps): TaskWork {
  return {
    type: 'BULK_UPDATE',
    async run(task: TaskRun, io: TaskIo) {
      const input = bulkTaskInputSchema.parse(task.input);
      const collect = task.collectId ? await deps.records.findCollect(task.collectId) : null;
      if (!collect) throw appError('NOT_FOUND', 'The collect of this update no longer exists');
      const user = task.createdBy ? await deps.findUser(task.createdBy._id) : null;
      if (!user || user.status === 'DISABLED' || !task.createdBy) {
        throw appError('FORBIDDEN', 'The person who started this update can no longer make it');
      }
      const subject: Subject = { uid: user._id, level: user.level, roles: user.roles };
      const reach = await deps.reach(subject, collect);
      if (!mayBulkUpdate(subject, collect) || !reach.write) {
        throw appError('FORBIDDEN', 'The person who started this update can no longer make it');
      }
      const view = deps.checkView(collect, {
        filters: input.filters,
        keywords: input.keywords ?? undefined,
      });
      const plan: BulkPlan = {
        collect,
        reach,
        ids: input.ids,
        view,
        values: input.values,
        locale: input.locale,
        author: task.createdBy,
      };
      const total = input.ids ? new Set(input.ids).size : undefined;
      const parsed = bulkCursorSchema.safeParse(task.cursor);
      await runBulkUpdate(
        { scanner: deps.scanner, repository: deps.repository, now: io.now },
        plan,
        parsed.success ? parsed.data : BULK_START,
        (write, progress) =>
          io.commit(write, {
            cursor: progress.cursor,
            done: progress.done,
            total,
            counts: {
              updated: progress.updated,
              unchanged: progress.unchanged,
              rejected: progress.rejections.length,
            },
            rejections: progress.rejections,
          }),
      );
    },
  };
}
