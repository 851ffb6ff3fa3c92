import type { Subject } from '@shared/permissions/roles';
import { describe, expect, it } from 'vitest';
import { buildSidebarNav, type NavSection } from './sidebar-nav';

const collects = [
  { _id: 'c1', title: 'Schools', title_fr: 'Écoles' },
  { _id: 'c2', title: 'Teachers' },
];

function ids(sections: NavSection[]) {
  return Object.fromEntries(
    sections.map((section) => [section.id, section.items.map((i) => i.id)]),
  );
}

function nav(subject: Subject, programId = 'p1', locale: 'en' | 'fr' = 'en') {
  return buildSidebarNav({ subject, programId, collects, locale });
}

describe('buildSidebarNav', () => {
  it('shows a super admin everything, including the product section', () => {
    const subject: Subject = { uid: 'a', level: 'SUPER_ADMIN', roles: [] };
    expect(ids(nav(subject))).toEqual({
      program: ['dashboard', 'expected-actions', 'activity-log', 'tasks', 'reminders', 'reports'],
      collects: ['collect-c1', 'collect-c2'],
      roles: ['members', 'user-groups', 'settings'],
      product: ['admin-users', 'models', 'create-program'],
    });
  });

  it('shows a manager the program tools (tasks included) but not expected actions nor the product section', () => {
    const subject: Subject = {
      uid: 'm',
      level: 'REGULAR_USER',
      roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
    };
    expect(ids(nav(subject))).toEqual({
      program: ['dashboard', 'activity-log', 'tasks', 'reminders', 'reports'],
      collects: ['collect-c1', 'collect-c2'],
      roles: ['members', 'user-groups', 'settings'],
    });
  });

  it('shows a contributor their collects, expected actions and reports only', () => {
    const subject: Subject = {
      uid: 'c',
      level: 'REGULAR_USER',
      roles: [{ program_id: 'p1', role: 'COLLECT_BULK_CONTRIBUTOR', collect_id: 'c2' }],
    };
    expect(ids(nav(subject))).toEqual({
      program: ['dashboard', 'expected-actions', 'reports'],
      collects: ['collect-c2'],
    });
  });

  it('links collects under the program with their localized title', () => {
    const subject: Subject = { uid: 'a', level: 'SUPER_ADMIN', roles: [] };
    const section = nav(subject, 'p1', 'fr').find((s) => s.id === 'collects');
    expect(section?.items[0]).toMatchObject({ label: { text: 'Écoles' }, to: '/p1/collects/c1' });
    expect(section?.items[1]).toMatchObject({ label: { text: 'Teachers' } });
  });

  it('links the list of collects, and keeps a collect current on its set-up screens', () => {
    const subject: Subject = { uid: 'a', level: 'SUPER_ADMIN', roles: [] };
    const section = nav(subject).find((s) => s.id === 'collects');
    expect(section?.list).toMatchObject({ to: '/p1/collects', exact: true });
    expect(section?.list?.alsoActive).toEqual(['/p1/create_collect']);
    expect(section?.items[0]?.alsoActive).toEqual(
      expect.arrayContaining(['/p1/collect_details/c1', '/p1/edit_collect/c1']),
    );
  });

  it('shows only the product section to a super admin without a program', () => {
    const subject: Subject = { uid: 'a', level: 'SUPER_ADMIN', roles: [] };
    const sections = buildSidebarNav({ subject, programId: undefined, collects, locale: 'en' });
    expect(ids(sections)).toEqual({
      product: ['admin-users', 'models', 'create-program'],
    });
  });
});
