import { describe, expect, it } from 'vitest';
import {
  canAdministerUsers,
  canCreateOrDeleteProgram,
  canEditProgram,
  canManagePeople,
  canReadMail,
  canSeeActivityLog,
  canViewProgram,
  mayChangeLevel,
  mayChangeStatus,
  mayLeaveManagerSeat,
} from './people.js';
import type { Subject } from './roles.js';

const P = 'program-1';
const admin: Subject = { uid: 'admin', level: 'SUPER_ADMIN', roles: [] };
const manager: Subject = {
  uid: 'manager',
  level: 'REGULAR_USER',
  roles: [{ program_id: P, role: 'PROGRAM_MANAGER' }],
};
const otherManager: Subject = {
  uid: 'other',
  level: 'REGULAR_USER',
  roles: [{ program_id: 'program-2', role: 'PROGRAM_MANAGER' }],
};
const contributor: Subject = {
  uid: 'contributor',
  level: 'REGULAR_USER',
  roles: [{ program_id: P, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c' }],
};
const managerAndContributor: Subject = {
  uid: 'both',
  level: 'REGULAR_USER',
  roles: [...manager.roles, ...contributor.roles],
};

describe('programs and people permissions', () => {
  const table: [string, (subject: Subject) => boolean, Subject[], Subject[]][] = [
    ['view a program', (s) => canViewProgram(s, P), [admin, manager, contributor], [otherManager]],
    ['edit a program', (s) => canEditProgram(s, P), [admin, manager], [contributor, otherManager]],
    ['manage people', (s) => canManagePeople(s, P), [admin, manager], [contributor, otherManager]],
    [
      'see the activity log',
      (s) => canSeeActivityLog(s, P),
      [admin, manager, managerAndContributor],
      [contributor, otherManager],
    ],
    ['create or delete programs', canCreateOrDeleteProgram, [admin], [manager, contributor]],
    ['administer users', canAdministerUsers, [admin], [manager, contributor]],
    ['read mail', canReadMail, [admin], [manager, contributor]],
  ];

  it.each(table)('%s: allowed roles pass, others are refused', (_name, check, yes, no) => {
    for (const subject of yes) expect(check(subject), subject.uid).toBe(true);
    for (const subject of no) expect(check(subject), subject.uid).toBe(false);
  });

  it('lets a manager step down only while another manager remains', () => {
    expect(mayLeaveManagerSeat(manager, 'manager', 0)).toBe(false);
    expect(mayLeaveManagerSeat(manager, 'manager', 1)).toBe(true);
    expect(mayLeaveManagerSeat(manager, 'someone-else', 0)).toBe(true);
    expect(mayLeaveManagerSeat(admin, 'manager', 0)).toBe(true);
  });

  it('keeps super admins from lowering their own level or disabling themselves', () => {
    expect(mayChangeLevel(admin, 'admin', 'REGULAR_USER')).toBe(false);
    expect(mayChangeLevel(admin, 'admin', 'SUPER_ADMIN')).toBe(true);
    expect(mayChangeLevel(admin, 'manager', 'REGULAR_USER')).toBe(true);
    expect(mayChangeLevel(manager, 'contributor', 'SUPER_ADMIN')).toBe(false);
    expect(mayChangeStatus(admin, 'admin')).toBe(false);
    expect(mayChangeStatus(admin, 'manager')).toBe(true);
    expect(mayChangeStatus(manager, 'contributor')).toBe(false);
  });
});

describe('role grants', () => {
  it('ranks manager, then bulk, then single contributor', async () => {
    const { strongestGrant, sameGrant } = await import('./roles.js');
    const single = { program_id: P, role: 'COLLECT_SINGLE_CONTRIBUTOR' as const, collect_id: 'a' };
    const bulk = { program_id: P, role: 'COLLECT_BULK_CONTRIBUTOR' as const, collect_id: 'b' };
    const lead = { program_id: P, role: 'PROGRAM_MANAGER' as const };
    expect(strongestGrant([single, bulk])).toBe(bulk);
    expect(strongestGrant([single, lead, bulk])).toBe(lead);
    expect(strongestGrant([])).toBeUndefined();
    expect(sameGrant(single, { ...single })).toBe(true);
    expect(sameGrant(single, { ...single, collect_id: 'b' })).toBe(false);
  });
});
