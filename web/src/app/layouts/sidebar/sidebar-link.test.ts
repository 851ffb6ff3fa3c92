import { describe, expect, it } from 'vitest';
import { localizePath } from '@/lib/i18n/locale-path';
import { isActiveLink } from './sidebar-link';
import type { NavItem } from './sidebar-nav';

const collects: NavItem = {
  id: 'collects',
  label: { key: 'nav:collects' },
  to: '/p1/collects',
  icon: 'collects',
  exact: true,
};
const members: NavItem = {
  id: 'members',
  label: { key: 'nav:members' },
  to: '/p1/members',
  icon: 'members',
  alsoActive: ['/p1/user_groups'],
};
const en = (path: string) => localizePath(path, 'en');
const fr = (path: string) => localizePath(path, 'fr');

describe('isActiveLink', () => {
  it('marks the link of the screen shown, and of the screens inside it', () => {
    expect(isActiveLink(members, '/p1/members', en)).toBe(true);
    expect(isActiveLink(members, '/p1/members/invite', en)).toBe(true);
    expect(isActiveLink(members, '/p1/user_groups/g1', en)).toBe(true);
    expect(isActiveLink(members, '/p1/members-old', en)).toBe(false);
    expect(isActiveLink(members, '/p2/members', en)).toBe(false);
  });

  it('keeps an exact link to its own screen: the entries below it have their own links', () => {
    expect(isActiveLink(collects, '/p1/collects', en)).toBe(true);
    expect(isActiveLink(collects, '/p1/collects/c1', en)).toBe(false);
  });

  it('compares addresses in the language shown', () => {
    expect(isActiveLink(members, '/fr/p1/members', fr)).toBe(true);
    expect(isActiveLink(members, '/p1/members', fr)).toBe(false);
  });
});
