import type { Locale } from '@shared/contract/locale.schema';
import { abilitiesInProgram, type Ability } from '@shared/permissions/abilities';
import {
  isProgramManager,
  isSuperAdmin,
  visibleCollects,
  type Subject,
} from '@shared/permissions/roles';
import { collectTitle } from '@/lib/program/collect-title';
import type { CollectSummary } from '@/lib/program/get-program-collects';

export type NavIcon =
  | 'dashboard'
  | 'expectedActions'
  | 'activityLog'
  | 'tasks'
  | 'reminders'
  | 'reports'
  | 'collect'
  | 'collects'
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
  /** Other app paths (and what lies below them) where this item is the current one. */
  alsoActive?: string[];
  /** Current on its own path only, not below it (a list whose entries have their own items). */
  exact?: boolean;
}

export interface NavSection {
  id: 'program' | 'collects' | 'roles' | 'product';
  items: NavItem[];
  /** The page listing the whole section (the program's collects), linked above its items. */
  list?: NavItem;
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

/**
 * `managesProgram`: administrators and managers follow the program's tasks (contributors reach
 * the tasks they started from the screens that start them).
 */
function programSection(
  base: string,
  abilities: Set<Ability>,
  managesProgram: boolean,
): NavSection {
  const optional: [boolean, NavItem][] = [
    [
      abilities.has('SEE_EXPECTED_ACTIONS'),
      item(
        'expected-actions',
        'nav:expectedActions',
        `${base}/expected_actions`,
        'expectedActions',
        'expectedActions',
      ),
    ],
    [
      abilities.has('SEE_ACTIVITY_LOG'),
      item('activity-log', 'nav:activityLog', `${base}/activity_log`, 'activityLog'),
    ],
    [managesProgram, item('tasks', 'nav:tasks', `${base}/tasks`, 'tasks')],
    [
      abilities.has('MANAGE_REMINDERS'),
      item('reminders', 'nav:reminders', `${base}/reminders`, 'reminders'),
    ],
    [abilities.has('SEE_REPORTS'), item('reports', 'nav:report', `${base}/report`, 'reports')],
  ];
  return {
    id: 'program',
    items: [
      item('dashboard', 'nav:dashboard', `${base}/dashboard`, 'dashboard'),
      ...optional.filter(([shown]) => shown).map(([, entry]) => entry),
    ],
  };
}

const COLLECT_SETUP_SCREENS = [
  'collect_details',
  'edit_collect',
  'collect_import',
  'collect_matching',
] as const;

function collectsSection(input: SidebarInput, base: string, programId: string): NavSection {
  const visible = visibleCollects(input.subject, programId);
  const collects = visible.all
    ? input.collects
    : input.collects.filter((collect) => visible.collectIds.includes(collect._id));
  return {
    id: 'collects',
    list: {
      id: 'collects-list',
      label: { key: 'nav:allCollects' },
      to: `${base}/collects`,
      icon: 'collects',
      // Each collect has its own item; creating one belongs to the list.
      exact: true,
      alsoActive: [`${base}/create_collect`],
    },
    items: collects.map((collect) => {
      const id = encodeURIComponent(collect._id);
      return {
        id: `collect-${collect._id}`,
        label: { text: collectTitle(collect, input.locale) },
        // The grid: where a collect's records are read and edited.
        to: `${base}/collects/${id}`,
        icon: 'collect' as const,
        // The collect's set-up screens keep it highlighted.
        alsoActive: COLLECT_SETUP_SCREENS.map((screen) => `${base}/${screen}/${id}`),
      };
    }),
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
    const managesProgram = isSuperAdmin(subject) || isProgramManager(subject, programId);
    sections.push(programSection(base, abilities, managesProgram));
    if (abilities.has('SEE_COLLECTS')) sections.push(collectsSection(input, base, programId));
    const roles = rolesSection(base, abilities);
    if (roles.items.length > 0) sections.push(roles);
  }
  if (isSuperAdmin(subject)) sections.push(productSection);
  return sections;
}
