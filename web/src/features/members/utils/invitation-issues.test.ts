import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { invitationRowIssues } from './invitation-issues';

const failed = (code: string, issues: { path: string; message: string }[]) =>
  new ApiError(400, code, 'Error when inviting user', { issues });

describe('invitationRowIssues', () => {
  it('places each problem on its row and field', () => {
    const error = failed('INVITATION_FAILED', [
      { path: 'invitations.1.collect_id', message: 'No such collect in this program' },
      { path: 'invitations.0.user_group_id', message: 'No such user group in this program' },
      { path: 'invitations.2.email', message: 'Invalid email address' },
    ]);
    expect(invitationRowIssues(error)).toEqual([
      { index: 1, field: 'collect_id', key: 'invite.issues.collect' },
      { index: 0, field: 'user_group_id', key: 'invite.issues.group' },
      { index: 2, field: 'email', key: 'invite.issues.email' },
    ]);
  });

  it('explains an address that already holds the role', () => {
    const error = failed('ALREADY_EXISTS', [
      { path: 'invitations.0.email', message: 'Already a member of this program with this role' },
    ]);
    expect(invitationRowIssues(error)).toEqual([
      { index: 0, field: 'email', key: 'invite.issues.alreadyMember' },
    ]);
  });

  it('ignores what names no row', () => {
    expect(
      invitationRowIssues(failed('INVITATION_FAILED', [{ path: 'body', message: 'x' }])),
    ).toEqual([]);
    expect(invitationRowIssues(new Error('offline'))).toEqual([]);
  });
});
