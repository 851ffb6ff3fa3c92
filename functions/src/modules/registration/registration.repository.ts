import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors.js';
import { storedDateSchema } from '../../core/firestore-values.js';
import type { User } from '../../shared/contract/user.schema.js';
import { sameGrant } from '../../shared/permissions/roles.js';
import type { RoleGrant } from '../../shared/permissions/roles.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import { invitationNotFound } from '../../core/invitation-link.js';
import { personRefOf } from '../../core/person-ref.js';
import {
  collectRef,
  invitationRef,
  invitationSlotRef,
  programRef,
  userRef,
} from '../../db/collections.js';
import { toInvitationRecord } from '../../db/invitation-document.js';
import { isOpenProgram } from '../../db/program-document.js';
import type { InvitationRecord } from '../../db/invitation-document.js';
import { toUser } from '../../db/user-document.js';
import type { NewUser } from '../../db/user-document.js';
import { applyUserChange, readUserState } from '../../db/user-writer.js';
import { registrationInProgress } from './registration-errors.js';
import { invitationWithdrawn, withdrawalReason } from './inviter-authority.js';
import type { WithdrawalReason } from './inviter-authority.js';

// A new account's registration holds the invitation while it replaces the address's sign-in
// identity: `registration_claim: { id, until }` on the invitation. A second registration with the
// same link meanwhile gets a 409 instead of deleting the identity the first one is creating. The
// lease frees a link whose registration died half-way.
const CLAIM = 'registration_claim';
const CLAIM_LEASE_MS = 60_000;

export interface Acceptance {
  readonly invitationId: string;
  /** The claim a new account's registration holds (see `claim`); the acceptance ends it. */
  readonly claimId?: string | undefined;
  /** Throws when the invitation may not be used (code, status, expiry, addressee). */
  readonly check: (record: InvitationRecord) => void;
  readonly uid: string;
  /** The names of a new account; absent when the account must exist already. */
  readonly newAccount?: { readonly first_name: string; readonly last_name: string } | undefined;
  readonly describe: (record: InvitationRecord, user: NewUser & { _id: string }) => ActivityDraft;
  readonly now: Date;
}

export interface RegistrationRepository {
  /**
   * Holds a usable invitation for one registration (checked as `accept` checks it) and answers
   * the claim's id; refused with a 409 while another registration holds it.
   */
  claim(
    invitationId: string,
    check: (record: InvitationRecord) => void,
    now: Date,
  ): Promise<string>;
  /** Frees the invitation after a registration that did not happen, if the claim is still ours. */
  release(invitationId: string, claimId: string): Promise<void>;
  /**
   * Uses an invitation, once: in one transaction the invitation is checked and marked USED, the
   * user is created or given the role, joins the invitation's group, and the log records it. Two
   * concurrent calls with the same invitation cannot both pass the check. The sender must still
   * be allowed to grant the role (an active manager of the program, or a super admin) and the
   * invitation's collect must still exist; otherwise the invitation is ended and refused.
   */
  accept(acceptance: Acceptance): Promise<Accepted>;
}

interface Accepted {
  readonly record: InvitationRecord;
  readonly user: User;
}

export function createRegistrationRepository(db: Firestore): RegistrationRepository {
  return {
    async claim(invitationId, check, now) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(invitationRef(db, invitationId));
        if (!snapshot.exists) throw invitationNotFound();
        check(toInvitationRecord(snapshot));
        const held = claimOf(snapshot);
        if (held && held.until > now) throw registrationInProgress();
        const id = randomUUID();
        tx.update(snapshot.ref, {
          [CLAIM]: { id, until: new Date(now.getTime() + CLAIM_LEASE_MS) },
        });
        return id;
      });
    },

    async release(invitationId, claimId) {
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(invitationRef(db, invitationId));
        if (claimOf(snapshot)?.id === claimId)
          tx.update(snapshot.ref, { [CLAIM]: FieldValue.delete() });
      });
    },

    async accept(acceptance) {
      const outcome = await db.runTransaction<Accepted | { withdrawn: WithdrawalReason }>(
        async (tx) => {
          const snapshot = await tx.get(invitationRef(db, acceptance.invitationId));
          if (!snapshot.exists) throw invitationNotFound();
          const record = toInvitationRecord(snapshot);
          acceptance.check(record);
          // Our lease ran out and another registration took the link over: it finishes, not us.
          if (acceptance.claimId !== undefined && claimOf(snapshot)?.id !== acceptance.claimId) {
            throw registrationInProgress();
          }
          const [slot, program, inviter, collectExists] = await Promise.all([
            tx.get(invitationSlotRef(db, record.programId, record.email)),
            tx.get(programRef(db, record.programId)),
            record.invitedBy ? tx.get(userRef(db, record.invitedBy._id)) : null,
            record.collectId
              ? tx.get(collectRef(db, record.programId, record.collectId)).then((c) => c.exists)
              : false,
          ]);
          // A program being deleted takes no new member (db/program-guard.ts).
          if (!isOpenProgram(program)) throw invitationNotFound();
          const reason = withdrawalReason(
            record,
            inviter?.exists ? toUser(inviter.id, inviter.data()) : null,
            collectExists,
          );
          if (reason) {
            // Ended now: it lists as expired, its link answers so, and a manager may resend it.
            tx.update(snapshot.ref, { expires_at: acceptance.now, [CLAIM]: FieldValue.delete() });
            return { withdrawn: reason };
          }
          const user = await grant(tx, db, record, acceptance);
          tx.update(snapshot.ref, {
            status: 'USED',
            used_at: acceptance.now,
            used_by: acceptance.uid,
            [CLAIM]: FieldValue.delete(),
          });
          if (slot.get('invitation_id') === record.id) tx.delete(slot.ref);
          return { record, user };
        },
      );
      if ('withdrawn' in outcome) throw invitationWithdrawn(outcome.withdrawn);
      return outcome;
    },
  };
}

/** The invitation's role (and group) given to the user, created when new; the log records it. */
async function grant(
  tx: Transaction,
  db: Firestore,
  record: InvitationRecord,
  { uid, newAccount, describe, now }: Acceptance,
): Promise<User> {
  const { user: before } = await readUserState(tx, db, uid);
  if (!before && !newAccount) throw notFound('User not found');
  const base: NewUser = before ?? {
    email: record.email,
    first_name: newAccount?.first_name ?? '',
    last_name: newAccount?.last_name ?? '',
    level: 'REGULAR_USER',
    status: 'ACTIVE',
    roles: [],
    // Their first e-mails speak the language they were invited in, until they choose one.
    locale: record.lang,
  };
  const granted: RoleGrant = {
    program_id: record.programId,
    role: record.role,
    ...(record.collectId ? { collect_id: record.collectId } : {}),
  };
  const roles = base.roles.some((held) => sameGrant(held, granted))
    ? base.roles
    : [...base.roles, granted];
  const next = { ...base, roles };
  const joinGroups = record.userGroupId
    ? [{ programId: record.programId, groupId: record.userGroupId }]
    : [];
  const actor = personRefOf({ _id: uid, ...next });
  await applyUserChange(
    tx,
    db,
    uid,
    before,
    { next, activities: [describe(record, { _id: uid, ...next })], joinGroups },
    actor,
    now,
  );
  return { _id: uid, ...next };
}

function claimOf(snapshot: DocumentSnapshot): { id: string; until: Date } | null {
  const id: unknown = snapshot.get(`${CLAIM}.id`);
  const until = storedDateSchema.safeParse(snapshot.get(`${CLAIM}.until`));
  return typeof id === 'string' && until.success ? { id, until: until.data } : null;
}
