import type { Firestore } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors.js';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { Role } from '../../shared/contract/user.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import { writeActivity } from '../../db/activity-writer.js';
import {
  invitationRef,
  invitationSlotRef as slotRef,
  invitationsCollection,
} from '../../db/collections.js';
import { readPage } from '../../db/cursor-page.js';
import type { SortField } from '../../db/cursor-page.js';
import { storedInvitation, toInvitationRecord } from '../../db/invitation-document.js';
import type { InvitationRecord } from '../../db/invitation-document.js';

const NEWEST_FIRST: readonly SortField[] = [
  { field: 'created_at', direction: 'desc', kind: 'timestamp' },
];

export interface InvitationDraft {
  readonly email: string;
  readonly role: Role;
  readonly collectId?: string | undefined;
  readonly userGroupId?: string | undefined;
  readonly codeHash: string;
}

export interface SendContext {
  readonly invitedBy: PersonRef;
  readonly lang: Locale;
  readonly now: Date;
  readonly expiresAt: Date;
  /** The log entry of one invitation; `renewed` when a pending one was updated. */
  readonly describe: (record: InvitationRecord, renewed: boolean) => ActivityDraft;
}

export interface InvitationsRepository {
  /**
   * Writes one pending invitation per address, in one transaction: an address already invited
   * to the program (pending) gets that invitation updated, with a new code and expiry.
   */
  send(
    programId: string,
    drafts: readonly InvitationDraft[],
    context: SendContext,
  ): Promise<InvitationRecord[]>;
  find(id: string): Promise<InvitationRecord | null>;
  /** Newest first. */
  listByProgram(programId: string, request: PageRequest): Promise<CursorPage<InvitationRecord>>;
  /** New code and expiry for an invitation that `check` accepts (it throws otherwise). */
  renew(
    id: string,
    check: (record: InvitationRecord) => void,
    changes: { codeHash: string; lang: Locale; expiresAt: Date },
    log: { actor: PersonRef; describe: (record: InvitationRecord) => ActivityDraft },
    now: Date,
  ): Promise<InvitationRecord>;
  /** NOT_FOUND when it is gone. */
  delete(
    id: string,
    log: { actor: PersonRef; describe: (record: InvitationRecord) => ActivityDraft },
    now: Date,
  ): Promise<void>;
  /** Pending invitations addressed to `email` (expired ones included: the caller filters). */
  pendingFor(email: string): Promise<InvitationRecord[]>;
}

export function createInvitationsRepository(db: Firestore): InvitationsRepository {
  const invitations = invitationsCollection(db);
  return {
    async send(programId, drafts, context) {
      const { now, expiresAt } = context;
      return db.runTransaction(async (tx) => {
        const slots = await tx.getAll(...drafts.map((d) => slotRef(db, programId, d.email)));
        const pointed = slots.map((slot) => slot.get('invitation_id') as unknown);
        const current = await Promise.all(
          pointed.map((id) => (typeof id === 'string' ? tx.get(invitationRef(db, id)) : null)),
        );
        return drafts.map((draft, index) => {
          const previous = current[index];
          const pending = previous?.exists ? toInvitationRecord(previous) : null;
          const renewed = pending?.status === 'PENDING';
          const ref = renewed && previous ? previous.ref : invitations.doc();
          const record: InvitationRecord = {
            id: ref.id,
            email: draft.email,
            programId,
            role: draft.role,
            collectId: draft.collectId,
            userGroupId: draft.userGroupId,
            status: 'PENDING',
            codeHash: draft.codeHash,
            lang: context.lang,
            invitedBy: context.invitedBy,
            createdAt: renewed && pending ? pending.createdAt : now,
            sentAt: now,
            expiresAt,
          };
          tx.set(ref, storedInvitation(record));
          tx.set(slotRef(db, programId, draft.email), {
            invitation_id: ref.id,
            program_id: programId,
            email: draft.email,
          });
          writeActivity(tx, db, context.invitedBy, context.describe(record, renewed), now);
          return record;
        });
      });
    },
    async find(id) {
      const snapshot = await invitationRef(db, id).get();
      return snapshot.exists ? toInvitationRecord(snapshot) : null;
    },
    listByProgram(programId, request) {
      const query = invitations.where('program_id', '==', programId);
      return readPage(query, NEWEST_FIRST, request, toInvitationRecord);
    },
    async renew(id, check, changes, log, now) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(invitationRef(db, id));
        if (!snapshot.exists) throw notFound('Invitation not found');
        const before = toInvitationRecord(snapshot);
        check(before);
        const record: InvitationRecord = {
          ...before,
          codeHash: changes.codeHash,
          lang: changes.lang,
          sentAt: now,
          expiresAt: changes.expiresAt,
        };
        tx.set(snapshot.ref, storedInvitation(record));
        writeActivity(tx, db, log.actor, log.describe(record), now);
        return record;
      });
    },
    async delete(id, log, now) {
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(invitationRef(db, id));
        if (!snapshot.exists) throw notFound('Invitation not found');
        const record = toInvitationRecord(snapshot);
        const slot = await tx.get(slotRef(db, record.programId, record.email));
        tx.delete(snapshot.ref);
        if (slot.get('invitation_id') === id) tx.delete(slot.ref);
        writeActivity(tx, db, log.actor, log.describe(record), now);
      });
    },
    async pendingFor(email) {
      const snapshot = await invitations
        .where('email', '==', email)
        .where('status', '==', 'PENDING')
        .get();
      return snapshot.docs.map(toInvitationRecord);
    },
  };
}
