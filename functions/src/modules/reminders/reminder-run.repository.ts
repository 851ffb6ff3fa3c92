import { createHash } from 'node:crypto';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { errorCodeOf, GRPC_ALREADY_EXISTS } from '../../core/error-codes.js';
import { chunk, IN_QUERY_LIMIT } from '../../core/firestore-values.js';
import { MAIL_COLLECTION } from '../../core/mail/mailer.js';
import type { MailMessage } from '../../core/mail/mailer.js';
import {
  accessRef,
  allReminders,
  collectRef,
  programRef,
  recordsCollection,
  remindersCollection,
  membersCollection,
  userGroupsCollection,
  usersCollection,
} from '../../db/collections.js';
import { isDeleting, toStoredCollect } from '../../db/collect-document.js';
import type { StoredCollect } from '../../db/collect-document.js';
import { isOpenProgram } from '../../db/program-document.js';
import { toStoredAccess } from '../../db/record-access-document.js';
import { REMINDER_NEXT_RUN, toStoredReminder } from '../../db/reminder-document.js';
import type { StoredReminder } from '../../db/reminder-document.js';
import { toUser } from '../../db/user-document.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import { COLLECT_ROLES } from '../../shared/contract/user.schema.js';
import { reachOf, readsAccess } from '../../shared/permissions/record-reach.js';
import type { Subject } from '../../shared/permissions/roles.js';

// What the scheduled run reads and writes (reminder-run.ts decides): the due reminders, who
// receives each, their figures, the `mail` documents and the advance of `next_run_at`.

/** A person a reminder goes to, as their user document says now. */
export interface Recipient {
  readonly uid: string;
  readonly email: string;
  readonly firstName: string;
  readonly lang: Locale;
  readonly subject: Subject;
}

export interface ReminderRunRepository {
  /** Due reminders (next_run_at ≤ now; inactive ones hold null), earliest first. */
  due(now: Date, limit: number): Promise<StoredReminder[]>;
  /** Null when the program is gone or being deleted. */
  programName(programId: string): Promise<string | null>;
  /** Members, groups (with sub-groups) and contributors, once each; disabled users and people who left skipped. */
  recipients(reminder: StoredReminder): Promise<Recipient[]>;
  collect(programId: string, collectId: string): Promise<StoredCollect | null>;
  /** The records of the collect within the person's reach, and those with `field` empty. */
  figures(
    collect: StoredCollect,
    subject: Subject,
    field: string | null,
  ): Promise<{ records: number; missing: number | null }>;
  /** Writes the mail under `id` unless it exists: false when an earlier run already sent it. */
  createMail(id: string, message: MailMessage, now: Date): Promise<boolean>;
  /**
   * Moves next_run_at from `occurrence` to `next` and records the send, only if the reminder
   * still waits for `occurrence` (an overlapping run or an edit may have moved it).
   */
  advance(
    reminder: StoredReminder,
    occurrence: Date,
    next: Date,
    sent: number,
    now: Date,
  ): Promise<boolean>;
}

/** The mail id of one occurrence for one recipient: the same in every run, so sent once. */
export function reminderMailId(reminderId: string, occurrence: Date, uid: string): string {
  const key = `${reminderId}\n${occurrence.toISOString()}\n${uid}`;
  return `reminder-${createHash('sha256').update(key).digest('hex')}`;
}

const USERS_PER_READ = 300;

function localeOf(value: unknown): Locale {
  return value === 'fr' ? 'fr' : 'en';
}

/** The chosen groups and every group under them. */
function withSubgroups(
  groups: readonly { id: string; parentId: string | null }[],
  chosen: readonly string[],
) {
  const result = new Set(chosen);
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of groups) {
      if (group.parentId && result.has(group.parentId) && !result.has(group.id)) {
        result.add(group.id);
        grew = true;
      }
    }
  }
  return result;
}

export function createReminderRunRepository(db: Firestore): ReminderRunRepository {
  const groupMembers = async (programId: string, chosen: readonly string[]) => {
    if (chosen.length === 0) return [];
    const snapshot = await userGroupsCollection(db, programId)
      .select('parent_id', 'member_ids')
      .get();
    const groups = snapshot.docs.map((doc) => {
      const parent: unknown = doc.get('parent_id');
      const members: unknown = doc.get('member_ids');
      return {
        id: doc.id,
        parentId: typeof parent === 'string' ? parent : null,
        members: Array.isArray(members) ? members.filter((id) => typeof id === 'string') : [],
      };
    });
    const reached = withSubgroups(groups, chosen);
    return groups.filter((group) => reached.has(group.id)).flatMap((group) => group.members);
  };

  const contributors = async (programId: string, collectIds: readonly string[]) => {
    const reads = await Promise.all(
      // A member projection lists its roles as `{ role, collect_id }` maps (db/member-projection).
      collectIds.map((id) =>
        membersCollection(db, programId)
          .where(
            'roles',
            'array-contains-any',
            COLLECT_ROLES.map((role) => ({ role, collect_id: id })),
          )
          .select()
          .get(),
      ),
    );
    return reads.flatMap((read) => read.docs.map((doc) => doc.id));
  };

  const countOf = async (query: Query) => (await query.count().get()).data().count;

  return {
    async due(now, limit) {
      const snapshot = await allReminders(db)
        .where(REMINDER_NEXT_RUN, '<=', now)
        .orderBy(REMINDER_NEXT_RUN)
        .limit(limit)
        .get();
      return snapshot.docs.map(toStoredReminder);
    },
    async programName(programId) {
      const program = await programRef(db, programId).get();
      const name: unknown = program.get('name');
      // A program being deleted sends nothing more.
      return isOpenProgram(program) && typeof name === 'string' ? name : null;
    },
    async recipients(reminder) {
      const { programId, recipients } = reminder;
      const [fromGroups, fromCollects] = await Promise.all([
        groupMembers(programId, recipients.user_group_ids),
        contributors(programId, recipients.collect_ids),
      ]);
      const uids = [...new Set([...recipients.user_ids, ...fromGroups, ...fromCollects])];
      const found: Recipient[] = [];
      for (const part of chunk(uids, USERS_PER_READ)) {
        const snapshots = await db.getAll(...part.map((uid) => usersCollection(db).doc(uid)));
        for (const snapshot of snapshots) {
          if (!snapshot.exists) continue;
          const user = toUser(snapshot.id, snapshot.data());
          const inProgram = user.roles.some((role) => role.program_id === programId);
          if (user.status !== 'ACTIVE' || !inProgram) continue;
          found.push({
            uid: user._id,
            email: user.email,
            firstName: user.first_name,
            lang: localeOf(snapshot.get('locale')),
            subject: { uid: user._id, level: user.level, roles: user.roles },
          });
        }
      }
      return found;
    },
    async collect(programId, collectId) {
      const snapshot = await collectRef(db, programId, collectId).get();
      return snapshot.exists && !isDeleting(snapshot) ? toStoredCollect(snapshot) : null;
    },
    async figures(collect, subject, field) {
      const access = readsAccess(subject, collect)
        ? toStoredAccess(await accessRef(db, collect.programId, collect.id, subject.uid).get())
        : null;
      const { grid } = reachOf(subject, collect, access);
      if (grid.kind === 'NONE') return { records: 0, missing: field === null ? null : 0 };
      const records = recordsCollection(db, collect.programId, collect.id);
      // Aggregations within the reach: one per chunk of classes, never a read of the records.
      const scopes: Query[] =
        grid.kind === 'ALL'
          ? [records]
          : chunk(grid.classes, IN_QUERY_LIMIT).map((classes) =>
              records.where('acl_class', 'in', classes),
            );
      const sum = async (queries: Query[]) =>
        (await Promise.all(queries.map(countOf))).reduce((total, value) => total + value, 0);
      const [total, missing] = await Promise.all([
        sum(scopes),
        field === null
          ? Promise.resolve(null)
          : sum(scopes.map((scope) => scope.where(`fields.${field}`, '==', null))),
      ]);
      return { records: total, missing };
    },
    async createMail(id, message, now) {
      try {
        await db
          .collection(MAIL_COLLECTION)
          .doc(id)
          .create({
            to: message.to,
            message: { subject: message.subject, text: message.text, html: message.html },
            created_at: now,
          });
        return true;
      } catch (error) {
        if (errorCodeOf(error) === GRPC_ALREADY_EXISTS) return false;
        throw error;
      }
    },
    async advance(reminder, occurrence, next, sent, now) {
      const ref = remindersCollection(db, reminder.programId).doc(reminder.id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        const current = toStoredReminder(snapshot);
        if (current.nextRunAt?.getTime() !== occurrence.getTime()) return false;
        tx.update(ref, {
          [REMINDER_NEXT_RUN]: next,
          last_sent_at: occurrence,
          last_sent_count: sent,
          last_run_at: now,
        });
        return true;
      });
    },
  };
}
