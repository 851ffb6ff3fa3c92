import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors.js';
import { writeActivity } from '../../db/activity-writer.js';
import { collectRef } from '../../db/collections.js';
import { toStoredCollect } from '../../db/collect-document.js';
import { changedRecord } from '../../db/record-document.js';
import type { StoredValue } from '../../db/record-document.js';
import { RECORD_MESSAGES } from '../../shared/contract/record-messages.js';
import { seesRecord, writesRecord } from '../../shared/permissions/record-reach.js';
import type { Rejection } from '../tasks/task-work.js';
import type { ScannedRecord } from '../records/records-scan.js';
import { BULK_REASONS } from './bulk-update-plan.js';
import type { BulkPlan } from './bulk-update-plan.js';

/** One chunk ready to commit: its writes, and what they do. */
export interface PreparedChunk {
  /** Adds the chunk's writes (and the activity entry, when given) to a batch. */
  readonly write: (batch: WriteBatch, activity: BulkActivity | null) => void;
  readonly updated: number;
  readonly unchanged: number;
  readonly rejections: readonly Rejection[];
}

/** The bulk update's one entry in the activity log, written with its last chunk. */
export interface BulkActivity {
  readonly updated: number;
  readonly rejected: number;
}

export interface BulkUpdateRepository {
  /**
   * Decides each record of the chunk against the collect as it is now (its rule conditions give
   * the written records their acl; new classes are registered with them). `missing` are ids of a
   * selection not found in the collect.
   */
  prepare(
    plan: BulkPlan,
    records: readonly ScannedRecord[],
    missing: readonly string[],
    at: Date,
  ): Promise<PreparedChunk>;
  /** Commits a batch (the call's own chunks; a task commits through its runner). */
  commit(write: (batch: WriteBatch) => void): Promise<void>;
}

const sameValue = (left: StoredValue | undefined, right: StoredValue | undefined) =>
  JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

export function createBulkUpdateRepository(db: Firestore): BulkUpdateRepository {
  return {
    async prepare(plan, records, missing, at) {
      const { collect, reach, values, locale, author } = plan;
      const stored = await collectRef(db, collect.programId, collect.id).get();
      if (!stored.exists) throw notFound('Collect not found');
      const live = toStoredCollect(stored);
      if (live.deleting) throw notFound('Collect not found');
      const readAt = stored.updateTime;
      const reasons = BULK_REASONS[locale];
      const rejections: Rejection[] = missing.map((id) => ({ at: id, reason: reasons.notFound }));
      const writes: ((batch: WriteBatch) => void)[] = [];
      const classes = new Map<string, string[]>();
      let unchanged = 0;
      for (const record of records) {
        if (!seesRecord(reach, record.acl)) {
          rejections.push({ at: record.id, reason: reasons.notSeen });
          continue;
        }
        const change = changedRecord({
          fields: collect.fields,
          current: record.values,
          changed: values,
          version: record.version,
          author,
          at,
          access: live.accessConditions,
        });
        if (!writesRecord(reach, change.fields)) {
          rejections.push({ at: record.id, reason: outsideRulesReason(plan) });
          continue;
        }
        // A record that already holds the values is left as it is (no new version).
        if (Object.keys(values).every((key) => sameValue(record.values[key], change.fields[key]))) {
          unchanged += 1;
          continue;
        }
        // Written only if nobody changed the record since it was read (else the chunk is redone).
        writes.push((batch) =>
          batch.update(record.ref, change, { lastUpdateTime: record.updateTime }),
        );
        classes.set(change.acl_class, change.acl);
      }
      const collectDoc = collectRef(db, collect.programId, collect.id);
      return {
        updated: writes.length,
        unchanged,
        rejections,
        write(batch, activity) {
          for (const write of writes) write(batch);
          // The records' acl comes from the rule conditions read above: the collect is written
          // (its access classes, unchanged when already registered, so its update time stays)
          // on condition that nobody changed it since, so that a rule changed meanwhile refuses
          // the chunk (FAILED_PRECONDITION, decided again) instead of leaving records with an
          // acl the rules' task has already passed.
          if (classes.size > 0 && readAt) {
            const registered = Object.fromEntries(
              [...classes].map(([name, acl]) => [`access_classes.${name}`, acl]),
            );
            batch.update(collectDoc, registered, { lastUpdateTime: readAt });
          }
          if (activity) {
            writeActivity(
              batch,
              db,
              author,
              {
                programId: collect.programId,
                action: 'RECORDS_BULK_UPDATED',
                target: { type: 'COLLECT', _id: collect.id, label: collect.title },
                details: {
                  collect_id: collect.id,
                  count: activity.updated,
                  rejected: activity.rejected,
                  fields: Object.keys(values),
                },
              },
              at,
            );
          }
        },
      };
    },

    async commit(write) {
      const batch = db.batch();
      write(batch);
      await batch.commit();
    },
  };
}

/** The reason a record is refused by the caller's WRITE rules, naming their condition's field. */
function outsideRulesReason(plan: BulkPlan): string {
  const { reach, collect, locale } = plan;
  const condition = reach.write?.kind === 'MATCHING' ? reach.write.conditions[0] : undefined;
  const field = condition
    ? collect.fields.find((candidate) => candidate.variable === condition.field)
    : undefined;
  const label = field ? field.label[locale] || field.label.en : (condition?.field ?? '');
  return RECORD_MESSAGES[locale].outsideRules(label);
}
