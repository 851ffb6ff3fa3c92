import { describe, expect, it } from 'vitest';
import type { InvitationRecord } from '../../db/invitation-document.js';
import type { User } from '../../shared/contract/user.schema.js';
import { withdrawalReason } from './inviter-authority.js';

const record: InvitationRecord = {
  id: 'inv',
  email: 'new@test.rainbow.dev',
  programId: 'p1',
  role: 'COLLECT_SINGLE_CONTRIBUTOR',
  collectId: 'c1',
  status: 'PENDING',
  codeHash: 'hash',
  lang: 'en',
  invitedBy: { _id: 'm1', name: 'Manager', email: 'm@test.rainbow.dev' },
  createdAt: new Date(0),
  sentAt: new Date(0),
  expiresAt: new Date(1),
};

const manager: User = {
  _id: 'm1',
  email: 'm@test.rainbow.dev',
  first_name: 'Man',
  last_name: 'Ager',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
};

describe('withdrawalReason', () => {
  it('lets an invitation of an active manager to an existing collect through', () => {
    expect(withdrawalReason(record, manager, true)).toBeNull();
  });

  it('lets a super admin’s invitation through without a role in the program', () => {
    const admin: User = { ...manager, level: 'SUPER_ADMIN', roles: [] };
    expect(withdrawalReason(record, admin, true)).toBeNull();
  });

  it.each([
    ['gone', null],
    ['disabled', { ...manager, status: 'DISABLED' as const }],
    ['no longer in the program', { ...manager, roles: [] }],
    [
      'a manager of another program',
      { ...manager, roles: [{ program_id: 'p2', role: 'PROGRAM_MANAGER' as const }] },
    ],
    [
      'demoted to contributor',
      {
        ...manager,
        roles: [{ program_id: 'p1', role: 'COLLECT_BULK_CONTRIBUTOR' as const, collect_id: 'c1' }],
      },
    ],
  ])('withdraws it when its sender is %s', (_case, inviter) => {
    expect(withdrawalReason(record, inviter, true)).toBe('INVITER_LOST_AUTHORITY');
  });

  it('withdraws it when nobody is recorded as its sender', () => {
    expect(withdrawalReason({ ...record, invitedBy: null }, null, true)).toBe(
      'INVITER_LOST_AUTHORITY',
    );
  });

  it('withdraws it when its collect was deleted, and ignores collects for program roles', () => {
    expect(withdrawalReason(record, manager, false)).toBe('COLLECT_DELETED');
    const programRole = { ...record, role: 'PROGRAM_MANAGER' as const, collectId: undefined };
    expect(withdrawalReason(programRole, manager, false)).toBeNull();
  });
});
