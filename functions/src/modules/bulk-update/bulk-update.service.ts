import type { Clock } from '../../core/clock.js';
import { forbidden, notFound } from '../../core/errors.js';
import { actorOf } from '../../core/person-ref.js';
import { parseInput } from '../../core/validation.js';
import type { CurrentUser } from '../../http/request-context.js';
import {
  BULK_REJECTIONS_LISTED,
  BULK_UPDATE_INLINE_MAX,
} from '../../shared/contract/bulk-update.schema.js';
import type {
  BulkUpdateRequest,
  BulkUpdateResponse,
} from '../../shared/contract/bulk-update.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { RecordViewQuery } from '../../shared/contract/record-query.schema.js';
import { buildRecordSchema } from '../../shared/contract/record-validation.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { StartTask } from '../tasks/task-work.js';
import type { CheckedView, GridCollect } from '../records/record-query.js';
import type { RecordsRepository } from '../records/records.repository.js';
import type { RecordsScanner } from '../records/records-scan.js';
import { runBulkUpdate } from './bulk-update-engine.js';
import type { BulkTaskInput } from './bulk-update-input.js';
import { BULK_START, mayBulkUpdate } from './bulk-update-plan.js';
import type { BulkPlan } from './bulk-update-plan.js';
import type { BulkUpdateRepository } from './bulk-update.repository.js';

export interface BulkUpdateDeps {
  readonly records: Pick<RecordsRepository, 'findCollect'>;
  readonly scanner: RecordsScanner;
  readonly repository: BulkUpdateRepository;
  readonly checkView: (collect: GridCollect, view: RecordViewQuery) => CheckedView;
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
  readonly clock: Clock;
  readonly startTask: StartTask;
}

export interface RecordPlace {
  readonly programId: string;
  readonly collectId: string;
}

export type BulkUpdateOutcome = {
  readonly status: 200 | 202;
  readonly body: BulkUpdateResponse;
};

export interface BulkUpdateService {
  bulkUpdate(
    current: CurrentUser,
    place: RecordPlace,
    request: BulkUpdateRequest,
    locale: Locale,
  ): Promise<BulkUpdateOutcome>;
}

const TASK_LABELS: Readonly<Record<Locale, (count: number, fields: string) => string>> = {
  en: (count, fields) => `Bulk update of ${count.toLocaleString('en')} records: ${fields}`,
  fr: (count, fields) =>
    `Modification en masse de ${count.toLocaleString('fr')} enregistrements : ${fields}`,
};

export function createBulkUpdateService(deps: BulkUpdateDeps): BulkUpdateService {
  const { records, scanner, repository, clock } = deps;

  return {
    async bulkUpdate(current, place, request, locale) {
      const collect = await records.findCollect(place.collectId);
      if (!collect || collect.programId !== place.programId) throw notFound('Collect not found');
      if (!mayBulkUpdate(current, collect)) {
        throw forbidden(
          'Only administrators, the program’s managers and bulk contributors update records in bulk',
        );
      }
      const reach = await deps.reach(current, collect);
      if (!reach.write) throw forbidden('Your access rules do not let you change these records');
      const values = parseInput(
        buildRecordSchema(collect.fields, locale, { partial: true }),
        request.fields,
        'fields',
      );
      const view = deps.checkView(collect, {
        filters: request.filters,
        keywords: request.keywords,
      });
      const ids = request.collectItems ?? null;
      const plan: BulkPlan = {
        collect,
        reach,
        ids,
        view,
        values,
        locale,
        author: actorOf(current),
      };
      const count = ids ? new Set(ids).size : await scanner.count(collect, view, reach.grid);

      if (count > BULK_UPDATE_INLINE_MAX) {
        const labels = collect.fields
          .filter((field) => Object.hasOwn(values, field.variable))
          .map((field) => field.label[locale] || field.label.en);
        const input: BulkTaskInput = {
          ids,
          filters: request.filters ?? [],
          keywords: request.keywords ?? null,
          values: Object.fromEntries(
            Object.entries(values).map(([variable, value]) => [variable, value ?? null]),
          ),
          locale,
        };
        const task = await deps.startTask({
          programId: collect.programId,
          collectId: collect.id,
          type: 'BULK_UPDATE',
          label: TASK_LABELS[locale](count, labels.join(', ')),
          input,
          createdBy: plan.author,
        });
        return { status: 202, body: { task } };
      }

      const rejections: { _id: string; reason: string }[] = [];
      const end = await runBulkUpdate(
        { scanner, repository, now: () => clock.now() },
        plan,
        BULK_START,
        async (write, progress) => {
          await repository.commit(write);
          for (const rejection of progress.rejections) {
            if (rejections.length < BULK_REJECTIONS_LISTED) {
              rejections.push({ _id: rejection.at, reason: rejection.reason });
            }
          }
        },
      );
      return {
        status: 200,
        body: {
          updated: end.updated,
          unchanged: end.unchanged,
          rejected: end.rejected,
          rejections,
        },
      };
    },
  };
}
