import { FieldPath } from 'firebase-admin/firestore';
import type {
  DocumentSnapshot,
  Firestore,
  QueryDocumentSnapshot,
  QuerySnapshot,
} from 'firebase-admin/firestore';
import { errorCodeOf } from '../../core/error-codes.js';
import {
  accessCollection,
  accessRef,
  attributionRulesCollection,
  collectRef,
  collectsCollection,
  recordsCollection,
  tasksCollection,
  userGroupsCollection,
} from '../../db/collections.js';
import { isDeleting, toStoredCollect } from '../../db/collect-document.js';
import {
  toAttributionRuleGrant,
  toStoredAttributionRule,
} from '../../db/attribution-rule-document.js';
import {
  accessConditionsOf,
  accessData,
  recordAclOf,
  toStoredAccess,
} from '../../db/record-access-document.js';
import type { AccessConditions, RecordAcl, StoredAccess } from '../../db/record-access-document.js';
import { toUserGroup } from '../../db/user-group-document.js';
import type { RulesProgress } from '../../shared/contract/collect.schema.js';
import { newTaskData } from '../../db/task-document.js';
import { ruleAccessByUser } from '../../shared/permissions/collect-access.js';
import type { AttributionCondition } from '../../shared/permissions/collect-access.js';
import type { UserGroupNode } from '../../shared/permissions/user-groups.js';

// Keeps what attribution rules decide stored where queries and firestore.rules can use it
// (db/record-access-document.ts): the access document of every person the rules reach, the
// collect's conditions and classes, and each record's acl.

/** A collect whose records must learn new conditions: the apply task's payload. */
export interface PendingApply {
  readonly programId: string;
  readonly collectId: string;
  readonly taskId: string;
  readonly rulesVersion: number;
}

export interface ApplyProgress {
  readonly done: number;
  readonly total: number;
}

export interface RecordAccessRepository {
  /** What the rules give `uid` in the collect; null when no rule reaches them. */
  findAccess(programId: string, collectId: string, uid: string): Promise<StoredAccess | null>;
  /**
   * Recomputes the collect's access documents and conditions from its rules and the program's
   * user groups, in one transaction. Answers the apply to run when a condition is new to the
   * records (they do not hold its key yet), else null.
   */
  refreshCollect(programId: string, collectId: string, now: Date): Promise<PendingApply | null>;
  /** The ids of the program's collects (not being deleted). */
  collectIds(programId: string): Promise<string[]>;
  /**
   * The apply of a task that stopped half-way (its process died), to run again: with the rules
   * version the collect names for it (a task the collect no longer names is cancelled by its
   * first progress save).
   */
  pendingOf(programId: string, collectId: string, taskId: string): Promise<PendingApply>;
  /**
   * Brings every record's acl up to the collect's conditions, page by page, registering the
   * classes met. Stops early (answers false) when a newer apply was started meanwhile (it
   * takes over) or the collect went.
   */
  applyConditions(
    pending: PendingApply,
    onProgress: (progress: ApplyProgress) => Promise<boolean>,
  ): Promise<boolean>;
  /**
   * The task's state, on the task document and on the collect (which screens read), in one
   * transaction and only while the collect names this task: false when a newer apply replaced
   * it (the task is then marked CANCELLED, and the caller stops).
   */
  saveProgress(pending: PendingApply, progress: RulesProgress, now: Date): Promise<boolean>;
}

/** Records read and rewritten per step of an apply. */
export const APPLY_PAGE = 1000;

const GRPC_FAILED_PRECONDITION = 9;
const GRPC_NOT_FOUND = 5;

const groupNodeOf = (snapshot: QueryDocumentSnapshot): UserGroupNode => {
  const group = toUserGroup(snapshot);
  return { id: group._id, parent_id: group.parent_id, member_ids: group.member_ids };
};

const sameJson = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** The stored document's fields an access comparison looks at (its time aside). */
function comparableAccess(snapshot: DocumentSnapshot) {
  const data = snapshot.data() ?? {};
  const { updated_at: _ignored, ...rest } = data;
  return rest;
}

export function createRecordAccessRepository(
  db: Firestore,
  options: { throttle: boolean } = { throttle: true },
): RecordAccessRepository {
  return {
    async findAccess(programId, collectId, uid) {
      return toStoredAccess(await accessRef(db, programId, collectId, uid).get());
    },

    refreshCollect(programId, collectId, now) {
      return db.runTransaction(async (tx) => {
        const collectDoc = await tx.get(collectRef(db, programId, collectId));
        if (!collectDoc.exists || isDeleting(collectDoc)) return null;
        const collect = toStoredCollect(collectDoc);
        const [rulesRead, groupsRead, accessRead] = await Promise.all([
          tx.get(attributionRulesCollection(db, programId, collectId)),
          tx.get(userGroupsCollection(db, programId)),
          tx.get(accessCollection(db, programId, collectId)),
        ]);
        const rules = rulesRead.docs.map((doc) =>
          toAttributionRuleGrant(toStoredAttributionRule(doc)),
        );
        const byUser = ruleAccessByUser(collectId, rules, groupsRead.docs.map(groupNodeOf));

        const existing = new Map(accessRead.docs.map((doc) => [doc.id, doc]));
        for (const [uid, access] of byUser) {
          const data = accessData({ programId, collectId, userId: uid }, access);
          const before = existing.get(uid);
          if (!before || !sameJson(comparableAccess(before), data)) {
            tx.set(accessRef(db, programId, collectId, uid), { ...data, updated_at: now });
          }
          existing.delete(uid);
        }
        for (const stale of existing.values()) tx.delete(stale.ref);

        const conditions = accessConditionsOf(
          collectId,
          rules.flatMap((rule) => (rule.condition ? [rule.condition as AttributionCondition] : [])),
        );
        const added = Object.keys(conditions).filter((key) => !(key in collect.accessConditions));
        const changed = !sameJson(
          Object.keys(conditions).sort(),
          Object.keys(collect.accessConditions).sort(),
        );
        if (!changed) return null;
        if (added.length === 0) {
          // Records keep the keys of conditions no rule has any more: no access names them.
          tx.update(collectDoc.ref, { access_conditions: conditions });
          return null;
        }
        const task = tasksCollection(db, programId).doc();
        const pending: PendingApply = {
          programId,
          collectId,
          taskId: task.id,
          rulesVersion: collect.rulesVersion,
        };
        const progress: RulesProgress = { state: 'APPLYING', done: 0, total: 0 };
        tx.update(collectDoc.ref, {
          access_conditions: conditions,
          rules_progress: { ...progress, task_id: task.id, rules_version: collect.rulesVersion },
        });
        // A task like every other (db/task-document.ts), shown on the tasks list.
        tx.create(
          task,
          newTaskData(
            {
              programId,
              collectId,
              type: 'APPLY_ATTRIBUTION_RULES',
              label: collect.title,
              input: null,
              createdBy: null,
            },
            now,
          ),
        );
        return pending;
      });
    },

    async pendingOf(programId, collectId, taskId) {
      const collect = await collectRef(db, programId, collectId).get();
      const version: unknown = collect.get('rules_progress.rules_version');
      const named = collect.get('rules_progress.task_id') === taskId;
      return {
        programId,
        collectId,
        taskId,
        rulesVersion: named && typeof version === 'number' ? version : 0,
      };
    },

    async collectIds(programId) {
      const read = await collectsCollection(db, programId).select('deleting').get();
      return read.docs.filter((doc) => !isDeleting(doc)).map((doc) => doc.id);
    },

    async applyConditions(pending, onProgress) {
      const { programId, collectId } = pending;
      const collectDoc = collectRef(db, programId, collectId);
      /** The collect while this apply is still its latest (a newer one takes over). */
      const stillOurs = async () => {
        const snapshot = await collectDoc.get();
        if (!snapshot.exists || isDeleting(snapshot)) return null;
        return snapshot.get('rules_progress.task_id') === pending.taskId
          ? toStoredCollect(snapshot)
          : null;
      };
      const start = await stillOurs();
      if (!start) return false;
      const conditions: AccessConditions = start.accessConditions;
      const records = recordsCollection(db, programId, collectId);
      const total = (await records.count().get()).data().count;
      let done = 0;
      let after: string | null = null;
      if (!(await onProgress({ done, total }))) return false;
      const writer = db.bulkWriter(
        options.throttle
          ? { throttling: { initialOpsPerSecond: 1000, maxOpsPerSecond: 10_000 } }
          : { throttling: false },
      );
      // A record written meanwhile was given its acl by its writer, from the conditions then:
      // its newer update time fails the precondition, and its own acl is the one to keep.
      writer.onWriteError((error) => {
        const code = errorCodeOf(error);
        return (
          code !== GRPC_FAILED_PRECONDITION && code !== GRPC_NOT_FOUND && error.failedAttempts < 5
        );
      });
      try {
        let collect = start;
        // The next page is read while the previous page's writes are in flight; the progress,
        // and whether this apply is still the latest, are checked once those writes are done.
        let writing: { flushed: Promise<void>; records: number } | null = null;
        let lastPageRead = false;
        for (;;) {
          let query = records.orderBy(FieldPath.documentId()).select('fields', 'acl_class');
          if (after !== null) query = query.startAfter(after);
          const page: QuerySnapshot | null = lastPageRead
            ? null
            : await query.limit(APPLY_PAGE).get();
          if (writing) {
            await writing.flushed;
            done += writing.records;
            writing = null;
            const latest = await stillOurs();
            if (!latest) return false;
            collect = latest;
            if (!(await onProgress({ done, total: Math.max(total, done) }))) return false;
          }
          if (!page || page.empty) break;
          const updates: { doc: QueryDocumentSnapshot; acl: RecordAcl }[] = [];
          const classes: Record<string, string[]> = {};
          for (const doc of page.docs) {
            const fields: unknown = doc.get('fields');
            const acl = recordAclOf(conditions, (fields ?? {}) as Record<string, unknown>);
            if (doc.get('acl_class') !== acl.acl_class) updates.push({ doc, acl });
            if (!(acl.acl_class in collect.accessClasses)) classes[acl.acl_class] = acl.acl;
          }
          // Classes first: a record whose class is not registered yet is found by no one.
          if (Object.keys(classes).length > 0) {
            await collectDoc.update(
              Object.fromEntries(
                Object.entries(classes).map(([name, keys]) => [`access_classes.${name}`, keys]),
              ),
            );
          }
          for (const { doc, acl } of updates) {
            writer
              .update(doc.ref, { ...acl }, { lastUpdateTime: doc.updateTime })
              .catch(() => undefined);
          }
          writing = { flushed: writer.flush(), records: page.size };
          after = page.docs[page.docs.length - 1]?.id ?? null;
          lastPageRead = page.size < APPLY_PAGE;
        }
      } finally {
        await writer.close();
      }
      return true;
    },

    async saveProgress(pending, progress, now) {
      const taskRef = tasksCollection(db, pending.programId).doc(pending.taskId);
      const collectDoc = collectRef(db, pending.programId, pending.collectId);
      return db.runTransaction(async (tx) => {
        const collect = await tx.get(collectDoc);
        const task = await tx.get(taskRef);
        const ours = collect.exists && collect.get('rules_progress.task_id') === pending.taskId;
        if (!ours) {
          // A newer change of the rules started its own apply (or the collect went): this
          // one ends here, and says so, instead of overwriting the newer one's progress.
          if (task.exists) {
            tx.update(taskRef, {
              status: 'CANCELLED',
              updated_at: now,
              finished_at: now,
              error: 'Replaced by a newer change of the access rules',
            });
          }
          return false;
        }
        const status =
          progress.state === 'APPLYING' ? 'RUNNING' : progress.state === 'DONE' ? 'DONE' : 'FAILED';
        if (task.exists) {
          tx.update(taskRef, {
            status,
            progress: { done: progress.done, total: progress.total },
            updated_at: now,
            ...(progress.state === 'APPLYING' ? {} : { finished_at: now }),
            ...(progress.state === 'ERROR'
              ? { error: 'Applying the access rules to the records failed; change a rule to retry' }
              : {}),
          });
        }
        tx.update(collectDoc, {
          rules_progress: {
            ...progress,
            task_id: pending.taskId,
            rules_version: pending.rulesVersion,
          },
        });
        return true;
      });
    },
  };
}
