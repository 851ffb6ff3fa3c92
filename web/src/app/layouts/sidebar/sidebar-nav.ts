import type { Locale } from '@shared/contract/locale.schema';
import { abilitiesInProgram, type Ability } from '@shared/permissions/abilities';
import { isSuperAdmin, visibleCollects, type Subject } from '@shared/permissions/roles';
import { collectTitle } from '@/lib/program/collect-title';
import type { CollectSummary } from '@/lib/program/get-program-collects';

export type NavIcon =
  | 'dashboard'
  | 'expectedActions'
  | 'activityLog'
  | 'reminders'
  | 'reports'
  | 'collect'
  | 'members'
  | 'userGroups'
  | 'settings'
  | 'adminUsers'
  | 'models'
  | 'createProgram';

export interface NavItem {
  id: string;
  /** An i18next key, or the collect's own (already localized) title. */
  label: { key: string } | { text: string };
  /** App path without the locale prefix. */
  to: string;
  icon: NavIcon;
  badge?: 'expectedActions';
}

export interface NavSection {
  id: 'program' | 'collects' | 'roles' | 'product';
  items: NavItem[];
}

export interface SidebarInput {
  subject: Subject;
  programId: string | undefined;
  collects: readonly CollectSummary[];
  locale: Locale;
}

function item(id: string, key: string, to: string, icon: NavIcon, badge?: 'expectedActions') {
  return { id, label: { key }, to, icon, ...(badge ? { badge } : {}) } satisfies NavItem;
}

function programSection(base: string, abilities: Set<Ability>): NavSection {
  const optional: [Ability, NavItem][] = [
    [
      'SEE_EXPECTED_ACTIONS',
      item(
        'expected-actions',
        'nav:expectedActions',
        `${base}/expected_actions`,
        'expectedActions',
        'expectedActions',
      ),
    ],
    [
      'SEE_ACTIVITY_LOG',
      item('activity-log', 'nav:activityLog', `${base}/activity_log`, 'activityLog'),
    ],
    ['MANAGE_REMINDERS', item('reminders', 'nav:reminders', `${base}/reminders`, 'reminders')],
    ['SEE_REPORTS', item('reports', 'nav:report', `${base}/report`, 'reports')],
  ];
  return {
    id: 'program',
    items: [
      item('dashboard', 'nav:dashboard', `${base}/dashboard`, 'dashboard'),
      ...optional.filter(([ability]) => abilities.has(ability)).map(([, entry]) => entry),
    ],
  };
}

function collectsSection(input: SidebarInput, base: string, programId: string): NavSection {
  const visible = visibleCollects(input.subject, programId);
  const collects = visible.all
    ? input.collects
    : input.collects.filter((collect) => visible.collectIds.includes(collect._id));
  return {
    id: 'collects',
    items: collects.map((collect) => ({
      id: `collect-${collect._id}`,
      label: { text: collectTitle(collect, input.locale) },
      to: `${base}/collects/${encodeURIComponent(collect._id)}`,
      icon: 'collect' as const,
    })),
  };
}

function rolesSection(base: string, abilities: Set<Ability>): NavSection {
  const items: NavItem[] = [];
  if (abilities.has('MANAGE_ROLES')) {
    items.push(item('members', 'nav:members', `${base}/members`, 'members'));
    items.push(item('user-groups', 'nav:userGroups', `${base}/user_groups`, 'userGroups'));
  }
  if (abilities.has('UPDATE_SETTINGS')) {
    items.push(item('settings', 'nav:settings', `${base}/settings`, 'settings'));
  }
  return { id: 'roles', items };
}

const productSection: NavSection = {
  id: 'product',
  items: [
    item('admin-users', 'nav:adminUsersRoles', '/admin/users_roles_settings', 'adminUsers'),
    item('models', 'nav:models', '/admin/models', 'models'),
    item('create-program', 'nav:createProgram', '/admin/create_program', 'createProgram'),
  ],
};

/**
 * SPEC §2's sidebar, showing only what the user may open (the shared SPEC §6 abilities).
 * Empty sections are dropped, except collects, whose empty state the sidebar explains.
 */
export function buildSidebarNav(input: SidebarInput): NavSection[] {
  const sections: NavSection[] = [];
  const { programId, subject } = input;
  if (programId) {
    const base = `/${encodeURIComponent(programId)}`;
    const abilities = new Set(abilitiesInProgram(subject, programId));
    sections.push(programSection(base, abilities));
    if (abilities.has('SEE_COLLECTS')) sections.push(collectsSection(input, base, programId));
    const roles = rolesSection(base, abilities);
    if (roles.items.length > 0) sections.push(roles);
  }
  if (isSuperAdmin(subject)) sections.push(productSection);
  return sections;
}
