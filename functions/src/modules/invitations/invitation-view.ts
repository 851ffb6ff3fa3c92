import type { InvitationRecord } from '../../db/invitation-document.js';
import type { Invitation } from '../../shared/contract/invitation.schema.js';

/** The API's view: USED, EXPIRED (computed), or PENDING; no code hash. */
export function toInvitation(record: InvitationRecord, now: Date): Invitation {
  const status =
    record.status === 'USED' ? 'USED' : record.expiresAt <= now ? 'EXPIRED' : 'PENDING';
  return {
    _id: record.id,
    invitation_id: record.id,
    email: record.email,
    program_id: record.programId,
    role: record.role,
    ...(record.collectId ? { collect_id: record.collectId } : {}),
    ...(record.userGroupId ? { user_group_id: record.userGroupId } : {}),
    status,
    lang: record.lang,
    invited_by: record.invitedBy,
    created_at: record.createdAt.toISOString(),
    sent_at: record.sentAt.toISOString(),
    expires_at: record.expiresAt.toISOString(),
    ...(record.usedAt ? { used_at: record.usedAt.toISOString() } : {}),
  };
}
