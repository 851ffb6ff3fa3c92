import { serverFieldIssues } from '@/lib/forms/server-field-errors';

export type InviteField = 'email' | 'role' | 'collect_id' | 'user_group_id';

export interface RowIssue {
  index: number;
  field: InviteField;
  /** A `members` i18next key. */
  key: string;
}

const PATH = /^invitations\.(\d+)\.(email|role|collect_id|user_group_id)$/;

function keyFor(code: string, field: InviteField): string {
  if (code === 'ALREADY_EXISTS' && field === 'email') return 'invite.issues.alreadyMember';
  if (field === 'collect_id') return 'invite.issues.collect';
  if (field === 'user_group_id') return 'invite.issues.group';
  if (field === 'email') return 'invite.issues.email';
  return 'invite.issues.invalid';
}

/**
 * The rows a refused invitation names (`details.issues` paths such as `invitations.2.email`),
 * so that each problem shows beside its row, in the interface language.
 */
export function invitationRowIssues(error: unknown): RowIssue[] {
  return serverFieldIssues(error).flatMap((issue) => {
    const match = PATH.exec(issue.path);
    if (!match) return [];
    const field = match[2] as InviteField;
    return [{ index: Number(match[1]), field, key: keyFor(issue.code, field) }];
  });
}
