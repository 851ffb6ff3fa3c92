import type { Subject } from '@shared/permissions/roles';
import { describe, expect, it } from 'vitest';
import { checkGuard, UnknownGuardError, type GuardSpec } from './guards';

const superAdmin: Subject = { uid: 'a', level: 'SUPER_ADMIN', roles: [] };
const manager: Subject = {
  uid: 'm',
  level: 'REGULAR_USER',
  roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
};
const contributor: Subject = {
  uid: 'c',
  level: 'REGULAR_USER',
  roles: [{ program_id: 'p1', role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c1' }],
};
const stranger: Subject = { uid: 's', level: 'REGULAR_USER', roles: [] };

const denied = { allowed: false, redirectTo: '/dashboard' };
const allowed = { allowed: true };

function check(guard: GuardSpec, subject: Subject, programId?: string, collectId?: string) {
  return checkGuard(guard, { subject, programId, collectId });
}

describe('admin-or-manager guard', () => {
  const guard: GuardSpec = { name: 'admin-or-manager' };

  it('lets super admins and the program manager in', () => {
    expect(check(guard, superAdmin, 'p1')).toEqual(allowed);
    expect(check(guard, manager, 'p1')).toEqual(allowed);
  });

  it('sends a manager of another program, a contributor and a stranger to /dashboard', () => {
    expect(check(guard, manager, 'p2')).toEqual(denied);
    expect(check(guard, contributor, 'p1')).toEqual(denied);
    expect(check(guard, stranger, 'p1')).toEqual(denied);
  });

  it('outside a program only super admins pass', () => {
    expect(check(guard, superAdmin)).toEqual(allowed);
    expect(check(guard, manager)).toEqual(denied);
  });
});

describe('super-admin guard', () => {
  const guard: GuardSpec = { name: 'super-admin' };

  it('lets only super admins in', () => {
    expect(check(guard, superAdmin)).toEqual(allowed);
    expect(check(guard, manager, 'p1')).toEqual(denied);
    expect(check(guard, contributor, 'p1')).toEqual(denied);
  });
});

describe('super-admin-or-manager-or guard', () => {
  it('lets a contributor in when the third permission is theirs', () => {
    const guard: GuardSpec = { name: 'super-admin-or-manager-or', ability: 'SEE_REPORTS' };
    expect(check(guard, contributor, 'p1')).toEqual(allowed);
    expect(check(guard, manager, 'p1')).toEqual(allowed);
    expect(check(guard, superAdmin, 'p1')).toEqual(allowed);
    expect(check(guard, stranger, 'p1')).toEqual(denied);
  });

  it('keeps a contributor out when the third permission is not theirs', () => {
    const guard: GuardSpec = { name: 'super-admin-or-manager-or', ability: 'MANAGE_REMINDERS' };
    expect(check(guard, contributor, 'p1')).toEqual(denied);
    expect(check(guard, manager, 'p1')).toEqual(allowed);
  });
});

describe('contributor guard', () => {
  const guard: GuardSpec = { name: 'contributor' };

  it('lets a contributor into their program and their collect', () => {
    expect(check(guard, contributor, 'p1')).toEqual(allowed);
    expect(check(guard, contributor, 'p1', 'c1')).toEqual(allowed);
  });

  it('keeps a contributor out of another collect or program', () => {
    expect(check(guard, contributor, 'p1', 'c2')).toEqual(denied);
    expect(check(guard, contributor, 'p2')).toEqual(denied);
  });

  it('lets super admins in and keeps managers who contribute nothing out', () => {
    expect(check(guard, superAdmin, 'p1', 'c9')).toEqual(allowed);
    expect(check(guard, manager, 'p1')).toEqual(denied);
  });
});

describe('unknown guard', () => {
  it('throws "Unknown middleware" with status 500', () => {
    const guard = { name: 'is-owner' } as unknown as GuardSpec;
    expect(() => check(guard, superAdmin)).toThrow(UnknownGuardError);
    expect(() => check(guard, superAdmin)).toThrow('Unknown middleware');
    try {
      check(guard, superAdmin);
    } catch (error) {
      expect(error).toMatchObject({ status: 500, guardName: 'is-owner' });
    }
  });
});
