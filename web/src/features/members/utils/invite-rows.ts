import { INVITATIONS_PER_CALL_MAX } from '@shared/constants';
import type { Role } from '@shared/contract/user.schema';

export interface InviteRowValues {
  email: string;
  role: Role;
  collect_id?: string | undefined;
  user_group_id?: string | undefined;
}

/**
 * The rows after adding pasted addresses: empty rows give way, addresses already listed are
 * skipped, new rows copy the role, collect and group of the last row, and one call invites
 * at most 50 people.
 */
export function withPastedEmails(
  rows: readonly InviteRowValues[],
  emails: readonly string[],
): InviteRowValues[] {
  const filled = rows.filter((row) => row.email.trim() !== '');
  const template = rows.at(-1) ?? { email: '', role: 'PROGRAM_MANAGER' as const };
  const listed = new Set(filled.map((row) => row.email.trim().toLowerCase()));
  const added = emails
    .filter((email) => !listed.has(email))
    .map((email) => ({ ...template, email }));
  return [...filled, ...added].slice(0, INVITATIONS_PER_CALL_MAX);
}
