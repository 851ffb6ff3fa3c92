import type { InvitationRecord } from '../db/invitation-document.js';
import { appError } from './errors.js';
import { codeMatches } from './invitation-code.js';

// The rules of a registration link, shared by the invitations (resending) and registration
// (using the link) modules.

export const invitationNotFound = () =>
  appError(
    'INVITATION_NOT_FOUND',
    'This invitation link is not valid: check that you copied all of it, or ask for a new invitation',
  );

export const invitationUsed = () =>
  appError('INVITATION_USED', 'This invitation has already been used: sign in instead');

export const invitationExpired = () =>
  appError('INVITATION_EXPIRED', 'This invitation has expired: ask for a new one');

/** A registration link works once, before it expires, and only with its own code. */
export function assertUsable(record: InvitationRecord, code: string, now: Date): void {
  if (!codeMatches(code, record.codeHash)) throw invitationNotFound();
  assertOpen(record, now);
}

export function assertOpen(record: InvitationRecord, now: Date): void {
  if (record.status === 'USED') throw invitationUsed();
  if (record.expiresAt <= now) throw invitationExpired();
}
