import { describe, expect, it } from 'vitest';
import { ABILITIES, abilitiesInProgram, can } from './abilities.js';
import type { Ability } from './abilities.js';
import {
  canAccessCollectItem,
  collectItemScope,
  conditionMatches,
  rulesApplyingTo,
} from './collect-access.js';
import type { AttributionRuleGrant, CollectAccessInput } from './collect-access.js';
import {
  canAccessProgram,
  displayedRole,
  isCollectContributor,
  programIdsOf,
  visibleCollects,
} from './roles.js';
import type { Subject } from './roles.js';
import { effectiveGroupIds } from './user-groups.js';
import type { UserGroupNode } from './user-groups.js';

const P = 'program-1';
const OTHER = 'program-2';
const C = 'collect-1';

const admin: Subject = { uid: 'admin', level: 'SUPER_ADMIN', roles: [] };
const manager: Subject = {
  uid: 'manager',
  level: 'REGULAR_USER',
  roles: [{ program_id: P, role: 'PROGRAM_MANAGER' }],
};
const contributor: Subject = {
  uid: 'contributor',
  level: 'REGULAR_USER',
  roles: [{ program_id: P, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: C }],
};
const bulkContributor: Subject = {
  uid: 'bulk',
  level: 'REGULAR_USER',
  roles: [{ program_id: P, role: 'COLLECT_BULK_CONTRIBUTOR', collect_id: C }],
};
const outsider: Subject = {
  uid: 'outsider',
  level: 'REGULAR_USER',
  roles: [{ program_id: OTHER, role: 'PROGRAM_MANAGER' }],
};

describe('program access', () => {
  it('lets super admins into every program and others only where they hold a role', () => {
    expect(canAccessProgram(admin, P)).toBe(true);
    expect(canAccessProgram(admin, 'anything')).toBe(true);
    expect(canAccessProgram(manager, P)).toBe(true);
    expect(canAccessProgram(contributor, P)).toBe(true);
    expect(canAccessProgram(outsider, P)).toBe(false);
    expect(canAccessProgram(manager, OTHER)).toBe(false);
  });

  it('derives unique program ids from roles', () => {
    expect(
      programIdsOf([
        { program_id: 'b', role: 'PROGRAM_MANAGER' },
        { program_id: 'a', role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'x' },
        { program_id: 'b', role: 'COLLECT_BULK_CONTRIBUTOR', collect_id: 'y' },
      ]),
    ).toEqual(['a', 'b']);
  });

  it('shows the strongest role in the program selector', () => {
    expect(displayedRole(admin, P)).toBe('SUPER_ADMIN');
    expect(displayedRole(manager, P)).toBe('PROGRAM_MANAGER');
    expect(displayedRole(contributor, P)).toBe('COLLECT_SINGLE_CONTRIBUTOR');
    expect(displayedRole(bulkContributor, P)).toBe('COLLECT_BULK_CONTRIBUTOR');
    expect(displayedRole(outsider, P)).toBeNull();
  });

  it('lets contributors open only the collects their roles name', () => {
    expect(visibleCollects(admin, P)).toEqual({ all: true });
    expect(visibleCollects(manager, P)).toEqual({ all: true });
    expect(visibleCollects(contributor, P)).toEqual({ all: false, collectIds: [C] });
    expect(visibleCollects(outsider, P)).toEqual({ all: false, collectIds: [] });
    expect(isCollectContributor(contributor, P, 'collect-2')).toBe(false);
    expect(isCollectContributor(contributor, OTHER, C)).toBe(false);
  });
});

describe('ability table (SPEC §6)', () => {
  const expected: Record<Ability, { admin: boolean; manager: boolean; contributor: boolean }> = {
    SEE_COLLECTS: { admin: true, manager: true, contributor: true },
    SEE_EXPECTED_ACTIONS: { admin: true, manager: false, contributor: true },
    SEE_ACTIVITY_LOG: { admin: true, manager: true, contributor: false },
    MANAGE_REMINDERS: { admin: true, manager: true, contributor: false },
    SEE_REPORTS: { admin: true, manager: true, contributor: true },
    MANAGE_ROLES: { admin: true, manager: true, contributor: false },
    UPDATE_SETTINGS: { admin: true, manager: true, contributor: false },
  };

  it.each(ABILITIES)('%s follows the table', (ability) => {
    expect(can(admin, ability, P)).toBe(expected[ability].admin);
    expect(can(manager, ability, P)).toBe(expected[ability].manager);
    expect(can(contributor, ability, P)).toBe(expected[ability].contributor);
    expect(can(bulkContributor, ability, P)).toBe(expected[ability].contributor);
    expect(can(outsider, ability, P)).toBe(false);
  });

  it('scopes roles to their program', () => {
    expect(abilitiesInProgram(manager, OTHER)).toEqual([]);
    expect(abilitiesInProgram(outsider, OTHER)).toContain('MANAGE_ROLES');
  });

  it('adds up the abilities of someone both manager and contributor', () => {
    const both: Subject = { ...manager, roles: [...manager.roles, ...contributor.roles] };
    expect(abilitiesInProgram(both, P)).toEqual([...ABILITIES]);
  });
});

describe('collect items', () => {
  const readAll: AttributionRuleGrant = {
    collect_id: C,
    permission: 'READ',
    subject: { user_id: 'contributor' },
  };
  const writeFrance: AttributionRuleGrant = {
    collect_id: C,
    permission: 'WRITE',
    subject: { user_id: 'contributor' },
    condition: { field: 'country', operator: 'IN', values: ['FR'] },
  };

  function input(subject: Subject, rules: AttributionRuleGrant[], groups: UserGroupNode[] = []) {
    return { subject, programId: P, collectId: C, rules, groups } satisfies CollectAccessInput;
  }

  it('lets admins and managers see, create and update every record', () => {
    for (const subject of [admin, manager]) {
      for (const action of ['see', 'create', 'update'] as const) {
        expect(collectItemScope(input(subject, []), action)).toEqual({ kind: 'ALL' });
      }
    }
  });

  it('refuses a manager of another program', () => {
    expect(collectItemScope(input(outsider, []), 'see')).toEqual({ kind: 'NONE' });
  });

  it('refuses a contributor without a rule', () => {
    expect(collectItemScope(input(contributor, []), 'see')).toEqual({ kind: 'NONE' });
  });

  it('lets READ see but not create or update', () => {
    const access = input(contributor, [readAll]);
    expect(collectItemScope(access, 'see')).toEqual({ kind: 'ALL' });
    expect(collectItemScope(access, 'create')).toEqual({ kind: 'NONE' });
    expect(canAccessCollectItem(access, 'update', { country: 'FR' })).toBe(false);
  });

  it('lets WRITE see, create and update within its condition only', () => {
    const access = input(contributor, [writeFrance]);
    expect(canAccessCollectItem(access, 'see', { country: 'FR' })).toBe(true);
    expect(canAccessCollectItem(access, 'see', { country: 'BE' })).toBe(false);
    expect(canAccessCollectItem(access, 'create', { country: 'FR' })).toBe(true);
    expect(canAccessCollectItem(access, 'create', { country: 'BE' })).toBe(false);
    expect(canAccessCollectItem(access, 'update', { country: 'FR' })).toBe(true);
  });

  it('combines several rules with OR', () => {
    const belgium: AttributionRuleGrant = {
      ...writeFrance,
      permission: 'READ',
      condition: { field: 'country', operator: 'IN', values: ['BE'] },
    };
    const access = input(contributor, [writeFrance, belgium]);
    expect(collectItemScope(access, 'see')).toEqual({
      kind: 'MATCHING',
      conditions: [writeFrance.condition, belgium.condition],
    });
    expect(canAccessCollectItem(access, 'see', { country: 'BE' })).toBe(true);
    expect(canAccessCollectItem(access, 'update', { country: 'BE' })).toBe(false);
  });

  it('ignores rules of other collects and of other users', () => {
    const elsewhere: AttributionRuleGrant = { ...readAll, collect_id: 'collect-2' };
    const someoneElse: AttributionRuleGrant = { ...readAll, subject: { user_id: 'bulk' } };
    expect(collectItemScope(input(contributor, [elsewhere, someoneElse]), 'see')).toEqual({
      kind: 'NONE',
    });
  });

  it('no longer grants access once the contributor role is gone', () => {
    const former: Subject = { ...contributor, roles: [] };
    expect(collectItemScope(input(former, [readAll]), 'see')).toEqual({ kind: 'NONE' });
  });

  it('requires the contributor role to name this collect', () => {
    const otherCollect: Subject = {
      ...contributor,
      roles: [{ program_id: P, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'collect-2' }],
    };
    expect(collectItemScope(input(otherCollect, [readAll]), 'see')).toEqual({ kind: 'NONE' });
  });

  describe('rules given to user groups', () => {
    const groups: UserGroupNode[] = [
      { id: 'root', parent_id: null, member_ids: [] },
      { id: 'region', parent_id: 'root', member_ids: ['someone'] },
      { id: 'team', parent_id: 'region', member_ids: ['contributor'] },
      { id: 'sibling', parent_id: 'root', member_ids: [] },
    ];
    const toGroup = (groupId: string): AttributionRuleGrant => ({
      collect_id: C,
      permission: 'WRITE',
      subject: { user_group_id: groupId },
    });

    it('applies a rule given to the group the user belongs to', () => {
      expect(collectItemScope(input(contributor, [toGroup('team')], groups), 'update')).toEqual({
        kind: 'ALL',
      });
    });

    it('inherits rules given to parent and grand-parent groups', () => {
      expect(rulesApplyingTo('contributor', C, [toGroup('region')], groups)).toHaveLength(1);
      expect(rulesApplyingTo('contributor', C, [toGroup('root')], groups)).toHaveLength(1);
    });

    it('does not hand a sub-group rule to the parent group or to siblings', () => {
      expect(rulesApplyingTo('someone', C, [toGroup('team')], groups)).toHaveLength(0);
      expect(rulesApplyingTo('contributor', C, [toGroup('sibling')], groups)).toHaveLength(0);
    });

    it('survives a cycle in stored parents', () => {
      const cyclic: UserGroupNode[] = [
        { id: 'a', parent_id: 'b', member_ids: ['contributor'] },
        { id: 'b', parent_id: 'a', member_ids: [] },
      ];
      expect([...effectiveGroupIds('contributor', cyclic)].sort()).toEqual(['a', 'b']);
    });

    it('ignores a parent that no longer exists', () => {
      const orphan: UserGroupNode[] = [{ id: 'a', parent_id: 'gone', member_ids: ['u'] }];
      expect([...effectiveGroupIds('u', orphan)]).toEqual(['a']);
    });
  });
});

describe('conditions', () => {
  const inFR = { field: 'country', operator: 'IN', values: ['FR', 'BE'] } as const;
  const notInFR = { field: 'country', operator: 'NOT_IN', values: ['FR', 'BE'] } as const;

  it('IN matches listed values only', () => {
    expect(conditionMatches(inFR, { country: 'FR' })).toBe(true);
    expect(conditionMatches(inFR, { country: 'DE' })).toBe(false);
  });

  it('NOT_IN matches unlisted values only', () => {
    expect(conditionMatches(notInFR, { country: 'FR' })).toBe(false);
    expect(conditionMatches(notInFR, { country: 'DE' })).toBe(true);
  });

  it('treats a missing or empty field as equal to nothing', () => {
    expect(conditionMatches(inFR, {})).toBe(false);
    expect(conditionMatches(notInFR, {})).toBe(true);
    expect(conditionMatches(notInFR, { country: null })).toBe(true);
    expect(conditionMatches(inFR, { country: [] })).toBe(false);
  });

  it('matches multi-valued fields on any of their values', () => {
    expect(conditionMatches(inFR, { country: ['DE', 'BE'] })).toBe(true);
    expect(conditionMatches(notInFR, { country: ['DE', 'BE'] })).toBe(false);
    expect(conditionMatches(notInFR, { country: ['DE', 'IT'] })).toBe(true);
  });

  it('compares numbers and booleans as text', () => {
    const year = { field: 'year', operator: 'IN', values: ['2024'] } as const;
    expect(conditionMatches(year, { year: 2024 })).toBe(true);
    const flag = { field: 'active', operator: 'IN', values: [true] } as const;
    expect(conditionMatches(flag, { active: 'true' })).toBe(true);
  });

  it('never matches objects', () => {
    expect(conditionMatches(inFR, { country: { code: 'FR' } })).toBe(false);
  });
});
