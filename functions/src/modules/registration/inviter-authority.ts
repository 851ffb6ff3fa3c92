import { appError } from '../../core/errors.js';
import type { InvitationRecord } from '../../db/invitation-document.js';
import type { User } from '../../shared/contract/user.schema.js';
import { canManagePeople } from '../../shared/permissions/people.js';

// An invitation grants a role on its sender's authority, and that authority is checked again
// when it is accepted: a manager removed from the program, demoted or disabled since, or a
// collect deleted since, must not still be handing out access through old links.

export type WithdrawalReason = 'INVITER_LOST_AUTHORITY' | 'COLLECT_DELETED';

/** Why the invitation may no longer be accepted, or null when it still may. */
export function withdrawalReason(
  record: InvitationRecord,
  inviter: User | null,
  collectExists: boolean,
): WithdrawalReason | null {
  if (!inviter || inviter.status !== 'ACTIVE') return 'INVITER_LOST_AUTHORITY';
  const subject = { uid: inviter._id, level: inviter.level, roles: inviter.roles };
  if (!canManagePeople(subject, record.programId)) return 'INVITER_LOST_AUTHORITY';
  if (record.collectId !== undefined && !collectExists) return 'COLLECT_DELETED';
  return null;
}

const MESSAGES: Readonly<Record<WithdrawalReason, string>> = {
  INVITER_LOST_AUTHORITY:
    'This invitation is no longer valid: the person who sent it can no longer grant this role. Ask a program manager for a new invitation',
  COLLECT_DELETED:
    'This invitation is no longer valid: the collect it gives access to has been deleted. Ask a program manager for a new invitation',
};

/**
 * A withdrawn invitation ends there and then (it shows as expired and its link answers so), so
 * the answer is the link's "expired" one, with the reason in the message.
 */
export const invitationWithdrawn = (reason: WithdrawalReason) =>
  appError('INVITATION_EXPIRED', MESSAGES[reason], { reason });
