import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

// The map of the database (ARCHITECTURE.md §6): one function per collection or subcollection,
// so a path is spelled once. Who writes each collection (one place each):
//   users/{uid}                          db/user-writer.ts
//   programs/{p}                         modules/programs/programs.repository.ts (marked
//                                        DELETING, then deleted with all under it, by
//                                        program-deletion.repository.ts)
//   programNames/{sha256(name key)}      modules/programs/programs.repository.ts
//   programs/{p}/members/{uid}           db/member-projection.ts; `user_group_ids` only by
//                                        db/group-membership.ts
//   programs/{p}/userGroups/{g}          modules/user-groups/user-groups.repository.ts;
//                                        `member_ids` only by db/group-membership.ts
//   programs/{p}/activities/{id}         db/activity-writer.ts
//   programs/{p}/collects/{c}            modules/collects/collects.repository.ts (marked
//                                        `deleting`, then deleted with all under it, by
//                                        collect-deletion.repository.ts)
//   programs/{p}/collects/{c}/records/{r} modules/records/records.repository.ts
//   programs/{p}/collects/{c}/attributionRules/{r}
//                                        modules/attribution-rules/attribution-rules.repository.ts
//                                        (which also bumps the collect's `rules_version`)
//   programs/{p}/collects/{c}/access/{uid} modules/record-access/record-access.repository.ts,
//                                        which also keeps the collect's access_* fields and
//                                        the records' acl (db/record-access-document.ts)
//   programs/{p}/collects/{c}/matchingTemplates/default
//                                        modules/imports/matching-template.repository.ts
//   programs/{p}/tasks/{id}              modules/tasks (tasks.repository.ts: start, chunks,
//                                        outcome, cancel, delete; rejections/{seq} under it)
//                                        and modules/record-access (APPLY_ATTRIBUTION_RULES)
//   webhookSecrets/{collectId}           modules/webhooks/webhooks.repository.ts (server only:
//                                        firestore.rules lists it in serverOnly)
//   programs/{p}/collects/{c}/webhookDeliveries/{id}, …/webhookReceipts/{sha256(key)}
//                                        modules/webhooks/webhooks.repository.ts
//   programs/{p}/reports/{p}, …/graphics/{g} modules/reports/reports.repository.ts
//   programs/{p}/actions/{id}            modules/expected-actions (managers' actions and marks
//                                        done) and db/action-writer.ts (the system's actions)
//   programs/{p}/milestones/{id}         modules/milestones/milestones.repository.ts
//   invitations/{id}, invitationSlots/…  modules/invitations/invitations.repository.ts; marked
//                                        USED by modules/registration/registration.repository.ts
//   mail/{id}                            core/mail/mailer.ts (the Trigger Email format), and
//                                        reminder mails (ids digested from reminder, occurrence
//                                        and recipient) by modules/reminders/reminder-run.repository.ts
//   programs/{p}/reminders/{id}          modules/reminders (reminders.repository.ts; the run
//                                        advances next_run_at in reminder-run.repository.ts)
//   loginThrottle/{sha256(kind, key)}    modules/auth/login-throttle.repository.ts
//   models/{m}, models/{m}/fields/{f}    modules/models/models.repository.ts and
//                                        model-fields.repository.ts

export const USERS = 'users';
export const PROGRAMS = 'programs';
export const PROGRAM_NAMES = 'programNames';
export const MEMBERS = 'members';
export const USER_GROUPS = 'userGroups';
export const ACTIVITIES = 'activities';
export const COLLECTS = 'collects';
export const RECORDS = 'records';
export const ATTRIBUTION_RULES = 'attributionRules';
export const RECORD_ACCESS = 'access';
export const TASKS = 'tasks';
export const MATCHING_TEMPLATES = 'matchingTemplates';
export const SHEET_SOURCES = 'sheetSources';
export const ACTIONS = 'actions';
export const INVITATIONS = 'invitations';
export const INVITATION_SLOTS = 'invitationSlots';
export const LOGIN_THROTTLE = 'loginThrottle';
export const MODELS = 'models';
export const MODEL_FIELDS = 'fields';
export const WEBHOOK_SECRETS = 'webhookSecrets';
export const WEBHOOK_DELIVERIES = 'webhookDeliveries';
export const WEBHOOK_RECEIPTS = 'webhookReceipts';

export const usersCollection = (db: Firestore) => db.collection(USERS);
export const userRef = (db: Firestore, uid: string) => usersCollection(db).doc(uid);

export const programsCollection = (db: Firestore) => db.collection(PROGRAMS);
export const programRef = (db: Firestore, programId: string) =>
  programsCollection(db).doc(programId);

/** Names compare without case, accents' composition or repeated spaces. */
export function nameKeyOf(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * One document per program name reserves it (`create` fails when it exists). Names may hold
 * `/` or be long: the document id is a digest of the key.
 */
export const programNameRef = (db: Firestore, name: string) =>
  db.collection(PROGRAM_NAMES).doc(createHash('sha256').update(nameKeyOf(name)).digest('hex'));

export const membersCollection = (db: Firestore, programId: string) =>
  programRef(db, programId).collection(MEMBERS);
export const memberRef = (db: Firestore, programId: string, uid: string) =>
  membersCollection(db, programId).doc(uid);

export const userGroupsCollection = (db: Firestore, programId: string) =>
  programRef(db, programId).collection(USER_GROUPS);
export const userGroupRef = (db: Firestore, programId: string, groupId: string) =>
  userGroupsCollection(db, programId).doc(groupId);
/** Every program's user groups, to find a group by its id alone. */
export const allUserGroups = (db: Firestore) => db.collectionGroup(USER_GROUPS);

export const activitiesCollection = (db: Firestore, programId: string) =>
  programRef(db, programId).collection(ACTIVITIES);

export const collectsCollection = (db: Firestore, programId: string) =>
  programRef(db, programId).collection(COLLECTS);
export const collectRef = (db: Firestore, programId: string, collectId: string) =>
  collectsCollection(db, programId).doc(collectId);
/** Every program's collects, for a search across programs. */
export const allCollects = (db: Firestore) => db.collectionGroup(COLLECTS);

export const recordsCollection = (db: Firestore, programId: string, collectId: string) =>
  collectRef(db, programId, collectId).collection(RECORDS);
export const recordRef = (db: Firestore, programId: string, collectId: string, recordId: string) =>
  recordsCollection(db, programId, collectId).doc(recordId);
/** Every collect's records, to find a record by its id alone (/api/collectItem/{id}). */
export const allRecords = (db: Firestore) => db.collectionGroup(RECORDS);

export const attributionRulesCollection = (db: Firestore, programId: string, collectId: string) =>
  collectRef(db, programId, collectId).collection(ATTRIBUTION_RULES);

export const accessCollection = (db: Firestore, programId: string, collectId: string) =>
  collectRef(db, programId, collectId).collection(RECORD_ACCESS);

export const accessRef = (db: Firestore, programId: string, collectId: string, uid: string) =>
  accessCollection(db, programId, collectId).doc(uid);

/** A collect's matching template (imports): one document, `default`. */
export const matchingTemplateRef = (db: Firestore, programId: string, collectId: string) =>
  collectRef(db, programId, collectId).collection(MATCHING_TEMPLATES).doc('default');

/** A collect's Google Sheet source (imports): one document, `default`. */
export const sheetSourceRef = (db: Firestore, programId: string, collectId: string) =>
  collectRef(db, programId, collectId).collection(SHEET_SOURCES).doc('default');
/** Every collect's sheet source: the scheduled re-sync finds the scheduled ones. */
export const allSheetSources = (db: Firestore) => db.collectionGroup(SHEET_SOURCES);

export const tasksCollection = (db: Firestore, programId: string) =>
  programRef(db, programId).collection(TASKS);

export const actionsCollection = (db: Firestore, programId: string) =>
  programRef(db, programId).collection(ACTIONS);

export const invitationsCollection = (db: Firestore) => db.collection(INVITATIONS);
export const invitationRef = (db: Firestore, id: string) => invitationsCollection(db).doc(id);

/**
 * Points at the pending invitation of an address in a program, so that inviting it again
 * updates that invitation instead of adding one, even under concurrent calls.
 */
export function invitationSlotRef(db: Firestore, programId: string, email: string) {
  const key = createHash('sha256').update(`${programId}\n${email}`).digest('hex');
  return db.collection(INVITATION_SLOTS).doc(key);
}

/** Failed sign-ins of one address or one client; the key is hashed, never stored. */
export function loginThrottleRef(db: Firestore, kind: 'address' | 'client', key: string) {
  const id = createHash('sha256').update(`${kind}\n${key}`).digest('hex');
  return db.collection(LOGIN_THROTTLE).doc(id);
}

export const modelsCollection = (db: Firestore) => db.collection(MODELS);
export const modelRef = (db: Firestore, modelId: string) => modelsCollection(db).doc(modelId);
export const modelFieldsCollection = (db: Firestore, modelId: string) =>
  modelRef(db, modelId).collection(MODEL_FIELDS);
export const modelFieldRef = (db: Firestore, modelId: string, fieldId: string) =>
  modelFieldsCollection(db, modelId).doc(fieldId);
/** Every model's fields, to find a field by its id alone (/api/admin/fields/{field_id}). */
export const allModelFields = (db: Firestore) => db.collectionGroup(MODEL_FIELDS);

/** A collect's webhook secret, by collect id, outside the program so no client rule reaches it. */
export const webhookSecretRef = (db: Firestore, collectId: string) =>
  db.collection(WEBHOOK_SECRETS).doc(collectId);
/** A collect's delivery log (the newest WEBHOOK_LOG_SIZE kept). */
export const webhookDeliveriesCollection = (db: Firestore, programId: string, collectId: string) =>
  collectRef(db, programId, collectId).collection(WEBHOOK_DELIVERIES);
/** The first answer to an idempotency key, by a digest of the key. */
export const webhookReceiptRef = (
  db: Firestore,
  programId: string,
  collectId: string,
  keyDigest: string,
) => collectRef(db, programId, collectId).collection(WEBHOOK_RECEIPTS).doc(keyDigest);

export const REPORTS = 'reports';
export const GRAPHICS = 'graphics';
/** A program's one report (modules/reports): its id is the program's. */
export const reportRef = (db: Firestore, programId: string) =>
  programRef(db, programId).collection(REPORTS).doc(programId);
export const graphicsCollection = (db: Firestore, programId: string) =>
  reportRef(db, programId).collection(GRAPHICS);

export const REMINDERS = 'reminders';
export const remindersCollection = (db: Firestore, programId: string) =>
  programRef(db, programId).collection(REMINDERS);
/** Every program's reminders, for the scheduled run that finds the due ones. */
export const allReminders = (db: Firestore) => db.collectionGroup(REMINDERS);

export const MILESTONES = 'milestones';
export const milestonesCollection = (db: Firestore, programId: string) =>
  programRef(db, programId).collection(MILESTONES);
