import { describe, expect, it } from 'vitest';
import { withPastedEmails } from './invite-rows';

describe('withPastedEmails', () => {
  it('replaces the empty row and copies the last role, collect and group', () => {
    const rows = [
      {
        email: '',
        role: 'COLLECT_SINGLE_CONTRIBUTOR' as const,
        collect_id: 'c1',
        user_group_id: 'g',
      },
    ];
    expect(withPastedEmails(rows, ['a@x.org', 'b@x.org'])).toEqual([
      {
        email: 'a@x.org',
        role: 'COLLECT_SINGLE_CONTRIBUTOR',
        collect_id: 'c1',
        user_group_id: 'g',
      },
      {
        email: 'b@x.org',
        role: 'COLLECT_SINGLE_CONTRIBUTOR',
        collect_id: 'c1',
        user_group_id: 'g',
      },
    ]);
  });

  it('keeps filled rows and skips addresses already listed', () => {
    const rows = [{ email: 'A@x.org', role: 'PROGRAM_MANAGER' as const }];
    expect(withPastedEmails(rows, ['a@x.org', 'c@x.org']).map((row) => row.email)).toEqual([
      'A@x.org',
      'c@x.org',
    ]);
  });

  it('stops at 50 people, the most one call invites', () => {
    const emails = Array.from({ length: 60 }, (_, i) => `p${i}@x.org`);
    expect(withPastedEmails([], emails)).toHaveLength(50);
  });
});
