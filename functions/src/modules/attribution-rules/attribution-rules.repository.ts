import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { appError, invalidField, notFound } from '../../core/errors.js';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import { personLabel } from '../../core/person-ref.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import { writeActivity } from '../../db/activity-writer.js';
import {
  attributionRuleData,
  RULE_KEY,
  RULE_SUBJECT_GROUP,
  RULE_SUBJECT_USER,
  ruleKeyOf,
  subjectIdOf,
  subjectTypeOf,
  toStoredAttributionRule,
} from '../../db/attribution-rule-document.js';
import type {
  AttributionRuleContent,
  StoredAttributionRule,
} from '../../db/attribution-rule-document.js';
import { isDeleting, toStoredCollect } from '../../db/collect-document.js';
import type { StoredCollect } from '../../db/collect-document.js';
import {
  allCollects,
  attributionRulesCollection,
  collectRef,
  memberRef,
  userGroupRef,
} from '../../db/collections.js';
import { readPage } from '../../db/cursor-page.js';
import type { SortField } from '../../db/cursor-page.js';
import { createModelReader } from '../../db/model-reader.js';
import type { ModelWithFields } from '../../db/model-reader.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { RuleSubject } from '../../shared/permissions/collect-access.js';

/** How a subject is named: a person's name (or e-mail), or a group's name in both languages. */
export type SubjectName =
  { readonly person: string } | { readonly group: { en: string; fr: string } };

/** Who writes a rule and when, and the log entry that goes with the change. */
export interface RuleLog {
  readonly actor: PersonRef;
  readonly now: Date;
  readonly describe: (
    collect: StoredCollect,
    rule: StoredAttributionRule,
    subject: SubjectName | null,
  ) => ActivityDraft;
}

export interface RuleListFilter {
  readonly userId?: string | undefined;
  readonly userGroupId?: string | undefined;
}

/** A rule written, with the name of its subject as read in the same transaction. */
export interface WrittenRule {
  readonly rule: StoredAttributionRule;
  readonly subject: SubjectName;
}

export interface AttributionRulesRepository {
  /** A collect by its id alone; null when missing or being deleted. */
  findCollect(collectId: string): Promise<StoredCollect | null>;
  findModel(modelId: string): Promise<ModelWithFields | null>;
  /** Newest first. */
  list(
    collect: StoredCollect,
    filter: RuleListFilter,
    request: PageRequest,
  ): Promise<CursorPage<StoredAttributionRule>>;
  find(collect: StoredCollect, ruleId: string): Promise<StoredAttributionRule | null>;
  /** The names of subjects, keyed by subjectKey; subjects no longer in the program are left out. */
  names(programId: string, subjects: readonly RuleSubject[]): Promise<Map<string, SubjectName>>;
  create(
    collect: StoredCollect,
    content: AttributionRuleContent,
    log: RuleLog,
  ): Promise<WrittenRule>;
  /** `change` builds the new content from the stored rule. */
  update(
    collect: StoredCollect,
    ruleId: string,
    change: (current: StoredAttributionRule) => AttributionRuleContent,
    log: RuleLog,
  ): Promise<WrittenRule>;
  delete(collect: StoredCollect, ruleId: string, log: RuleLog): Promise<void>;
}

const NEWEST_FIRST: readonly SortField[] = [
  { field: 'created_at', direction: 'desc', kind: 'timestamp' },
];

export const subjectKey = (subject: RuleSubject): string =>
  `${subjectTypeOf(subject)}:${subjectIdOf(subject)}`;

function nameOf(subject: RuleSubject, snapshot: DocumentSnapshot): SubjectName | null {
  if (!snapshot.exists) return null;
  if ('user_id' in subject) {
    const text = (key: string) => {
      const value: unknown = snapshot.get(key);
      return typeof value === 'string' ? value : '';
    };
    return {
      person: personLabel({
        email: text('email'),
        first_name: text('first_name'),
        last_name: text('last_name'),
      }),
    };
  }
  const en: unknown = snapshot.get('name.en');
  const fr: unknown = snapshot.get('name.fr');
  const english = typeof en === 'string' ? en : subject.user_group_id;
  return { group: { en: english, fr: typeof fr === 'string' ? fr : english } };
}

export function createAttributionRulesRepository(db: Firestore): AttributionRulesRepository {
  const rulesOf = (collect: StoredCollect) =>
    attributionRulesCollection(db, collect.programId, collect.id);
  const subjectRef = (programId: string, subject: RuleSubject) =>
    'user_id' in subject
      ? memberRef(db, programId, subject.user_id)
      : userGroupRef(db, programId, subject.user_group_id);

  /** The collect, read in `tx` so that a deletion marking it meanwhile makes the write retry. */
  const liveCollect = async (tx: Transaction, collect: StoredCollect) => {
    const snapshot = await tx.get(collectRef(db, collect.programId, collect.id));
    if (!snapshot.exists || isDeleting(snapshot)) throw notFound('Collect not found');
    return toStoredCollect(snapshot);
  };

  const readRule = async (tx: Transaction, collect: StoredCollect, ruleId: string) => {
    const snapshot = await tx.get(rulesOf(collect).doc(ruleId));
    if (!snapshot.exists) throw notFound('Attribution rule not found');
    return toStoredAttributionRule(snapshot);
  };

  /** The subject must be in the program now; its name goes into the answer and the log. */
  const subjectName = async (tx: Transaction, programId: string, subject: RuleSubject) => {
    const name = nameOf(subject, await tx.get(subjectRef(programId, subject)));
    if (name) return name;
    throw 'user_id' in subject
      ? invalidField('subject.user_id', 'Not a member of this program')
      : invalidField('subject.user_group_id', 'Not a user group of this program');
  };

  const assertUnique = async (
    tx: Transaction,
    collect: StoredCollect,
    content: AttributionRuleContent,
    ruleId: string,
  ) => {
    const same = await tx.get(rulesOf(collect).where(RULE_KEY, '==', ruleKeyOf(content)).limit(2));
    if (same.docs.some((doc) => doc.id !== ruleId)) {
      throw appError(
        'ALREADY_EXISTS',
        'The collect already has a rule with this subject, permission and condition',
      );
    }
  };

  /**
   * Every change reads and writes the collect document: changes to one collect's rules are
   * serialised (a duplicate cannot slip in between two calls), and `rules_version` tells
   * whoever keeps something derived from the rules that they changed.
   */
  const bumpVersion = (tx: Transaction, collect: StoredCollect) =>
    tx.update(collectRef(db, collect.programId, collect.id), {
      rules_version: FieldValue.increment(1),
    });

  return {
    async findCollect(collectId) {
      const found = await allCollects(db).where('collect_id', '==', collectId).limit(1).get();
      const doc = found.docs[0];
      return doc && !isDeleting(doc) ? toStoredCollect(doc) : null;
    },
    findModel: createModelReader(db),
    list(collect, filter, request) {
      let query: Query = rulesOf(collect);
      if (filter.userId) query = query.where(RULE_SUBJECT_USER, '==', filter.userId);
      if (filter.userGroupId) query = query.where(RULE_SUBJECT_GROUP, '==', filter.userGroupId);
      return readPage(query, NEWEST_FIRST, request, toStoredAttributionRule);
    },
    async find(collect, ruleId) {
      const snapshot = await rulesOf(collect).doc(ruleId).get();
      return snapshot.exists ? toStoredAttributionRule(snapshot) : null;
    },
    async names(programId, subjects) {
      const unique = [
        ...new Map(subjects.map((subject) => [subjectKey(subject), subject])).values(),
      ];
      const names = new Map<string, SubjectName>();
      if (unique.length === 0) return names;
      const snapshots = await db.getAll(
        ...unique.map((subject) => subjectRef(programId, subject)),
        {
          fieldMask: ['email', 'first_name', 'last_name', 'name'],
        },
      );
      unique.forEach((subject, index) => {
        const snapshot = snapshots[index];
        const name = snapshot ? nameOf(subject, snapshot) : null;
        if (name) names.set(subjectKey(subject), name);
      });
      return names;
    },
    async create(collect, content, log) {
      const ref = rulesOf(collect).doc();
      return db.runTransaction(async (tx) => {
        const current = await liveCollect(tx, collect);
        const subject = await subjectName(tx, collect.programId, content.subject);
        await assertUnique(tx, collect, content, ref.id);
        const place = { ruleId: ref.id, programId: collect.programId, collectId: collect.id };
        tx.create(ref, {
          ...attributionRuleData(place, content),
          created_at: log.now,
          updated_at: log.now,
          created_by: { ...log.actor },
        });
        bumpVersion(tx, collect);
        const rule: StoredAttributionRule = {
          id: ref.id,
          programId: collect.programId,
          collectId: collect.id,
          ...content,
          createdAt: log.now,
          updatedAt: log.now,
          createdBy: log.actor,
        };
        writeActivity(tx, db, log.actor, log.describe(current, rule, subject), log.now);
        return { rule, subject };
      });
    },
    async update(collect, ruleId, change, log) {
      return db.runTransaction(async (tx) => {
        const current = await liveCollect(tx, collect);
        const before = await readRule(tx, collect, ruleId);
        const content = change(before);
        const subject = await subjectName(tx, collect.programId, content.subject);
        await assertUnique(tx, collect, content, ruleId);
        const place = { ruleId, programId: collect.programId, collectId: collect.id };
        tx.update(rulesOf(collect).doc(ruleId), {
          ...attributionRuleData(place, content),
          updated_at: log.now,
        });
        bumpVersion(tx, collect);
        const rule: StoredAttributionRule = { ...before, ...content, updatedAt: log.now };
        writeActivity(tx, db, log.actor, log.describe(current, rule, subject), log.now);
        return { rule, subject };
      });
    },
    async delete(collect, ruleId, log) {
      await db.runTransaction(async (tx) => {
        const current = await liveCollect(tx, collect);
        const rule = await readRule(tx, collect, ruleId);
        // The subject may have left the program since; the rule goes all the same.
        const subject = nameOf(
          rule.subject,
          await tx.get(subjectRef(collect.programId, rule.subject)),
        );
        tx.delete(rulesOf(collect).doc(ruleId));
        bumpVersion(tx, collect);
        writeActivity(tx, db, log.actor, log.describe(current, rule, subject), log.now);
      });
    },
  };
}
