import {
  IconActivity,
  IconBell,
  IconChartPie,
  IconChecklist,
  IconDatabase,
  IconLayoutDashboard,
  IconLayoutList,
  IconPlus,
  IconSettings,
  IconShieldLock,
  IconTemplate,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { NavIcon } from './sidebar-nav';

export const NAV_ICONS: Record<NavIcon, Icon> = {
  dashboard: IconLayoutDashboard,
  expectedActions: IconChecklist,
  activityLog: IconActivity,
  reminders: IconBell,
  reports: IconChartPie,
  collect: IconDatabase,
  collects: IconLayoutList,
  members: IconUsers,
  userGroups: IconUsersGroup,
  settings: IconSettings,
  adminUsers: IconShieldLock,
  models: IconTemplate,
  createProgram: IconPlus,
};
