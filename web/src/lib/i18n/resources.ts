import type { Locale } from '@shared/contract/locale.schema';
import type { Namespace } from './namespaces';
import enActions from '@/locales/en/actions.json';
import enActivity from '@/locales/en/activity.json';
import enAdminUsers from '@/locales/en/admin-users.json';
import enAuth from '@/locales/en/auth.json';
import enCollects from '@/locales/en/collects.json';
import enCommon from '@/locales/en/common.json';
import enDashboard from '@/locales/en/dashboard.json';
import enErrors from '@/locales/en/errors.json';
import enFields from '@/locales/en/fields.json';
import enImports from '@/locales/en/imports.json';
import enLegal from '@/locales/en/legal.json';
import enMembers from '@/locales/en/members.json';
import enMilestones from '@/locales/en/milestones.json';
import enModels from '@/locales/en/models.json';
import enNav from '@/locales/en/nav.json';
import enOutbox from '@/locales/en/outbox.json';
import enProfile from '@/locales/en/profile.json';
import enPrograms from '@/locales/en/programs.json';
import enRecords from '@/locales/en/records.json';
import enReminders from '@/locales/en/reminders.json';
import enReports from '@/locales/en/reports.json';
import enRules from '@/locales/en/rules.json';
import enSearch from '@/locales/en/search.json';
import enSheets from '@/locales/en/sheets.json';
import enTasks from '@/locales/en/tasks.json';
import enUserGroups from '@/locales/en/user-groups.json';
import enWebhooks from '@/locales/en/webhooks.json';
import frActions from '@/locales/fr/actions.json';
import frActivity from '@/locales/fr/activity.json';
import frAdminUsers from '@/locales/fr/admin-users.json';
import frAuth from '@/locales/fr/auth.json';
import frCollects from '@/locales/fr/collects.json';
import frCommon from '@/locales/fr/common.json';
import frDashboard from '@/locales/fr/dashboard.json';
import frErrors from '@/locales/fr/errors.json';
import frFields from '@/locales/fr/fields.json';
import frImports from '@/locales/fr/imports.json';
import frLegal from '@/locales/fr/legal.json';
import frMembers from '@/locales/fr/members.json';
import frMilestones from '@/locales/fr/milestones.json';
import frModels from '@/locales/fr/models.json';
import frNav from '@/locales/fr/nav.json';
import frOutbox from '@/locales/fr/outbox.json';
import frProfile from '@/locales/fr/profile.json';
import frPrograms from '@/locales/fr/programs.json';
import frRecords from '@/locales/fr/records.json';
import frReminders from '@/locales/fr/reminders.json';
import frReports from '@/locales/fr/reports.json';
import frRules from '@/locales/fr/rules.json';
import frSearch from '@/locales/fr/search.json';
import frSheets from '@/locales/fr/sheets.json';
import frTasks from '@/locales/fr/tasks.json';
import frUserGroups from '@/locales/fr/user-groups.json';
import frWebhooks from '@/locales/fr/webhooks.json';

/**
 * Every catalogue of both languages at once, for tests and tools; the app loads them one by one
 * (locale-backend.ts).
 */
export const resources: Record<Locale, Record<Namespace, object>> = {
  en: {
    common: enCommon,
    auth: enAuth,
    nav: enNav,
    errors: enErrors,
    legal: enLegal,
    programs: enPrograms,
    search: enSearch,
    dashboard: enDashboard,
    profile: enProfile,
    activity: enActivity,
    adminUsers: enAdminUsers,
    members: enMembers,
    userGroups: enUserGroups,
    fields: enFields,
    models: enModels,
    collects: enCollects,
    records: enRecords,
    rules: enRules,
    tasks: enTasks,
    webhooks: enWebhooks,
    imports: enImports,
    sheets: enSheets,
    milestones: enMilestones,
    actions: enActions,
    reports: enReports,
    reminders: enReminders,
    outbox: enOutbox,
  },
  fr: {
    common: frCommon,
    auth: frAuth,
    nav: frNav,
    errors: frErrors,
    legal: frLegal,
    programs: frPrograms,
    search: frSearch,
    dashboard: frDashboard,
    profile: frProfile,
    activity: frActivity,
    adminUsers: frAdminUsers,
    members: frMembers,
    userGroups: frUserGroups,
    fields: frFields,
    models: frModels,
    collects: frCollects,
    records: frRecords,
    rules: frRules,
    tasks: frTasks,
    webhooks: frWebhooks,
    imports: frImports,
    sheets: frSheets,
    milestones: frMilestones,
    actions: frActions,
    reports: frReports,
    reminders: frReminders,
    outbox: frOutbox,
  },
};
