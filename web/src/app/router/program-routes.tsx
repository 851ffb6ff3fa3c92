import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import type { Loaders } from './loaders';
import { ADMIN_OR_MANAGER, crumb, entityCrumb } from './route-helpers';

/** What a collect's records screens speak: its records, and its fields' values. */
const RECORDS = ['records', 'fields'] as const;

/** What a rule's form speaks: its own words, and the field renderers' of its condition's values. */
const RULE_FORM = ['rules', 'fields'] as const;

function collectRoutes(loaders: Loaders): RouteObject {
  return {
    path: 'collects',
    handle: crumb('nav:collects', {
      guard: { name: 'super-admin-or-manager-or', ability: 'SEE_COLLECTS' },
    }),
    children: [
      {
        // The list's own words: a collect's screens below speak of records, fields and rules.
        index: true,
        handle: { namespaces: ['collects'] },
        lazy: lazyPage(() => import('@/features/collects/routes/collects-list')),
      },
      {
        path: ':collect_id',
        // The collect's screens name `records` and `fields` themselves: its webhook needs neither.
        handle: entityCrumb({ entity: 'collect', param: 'collect_id', fallback: 'nav:collect' }),
        children: [
          {
            index: true,
            handle: { namespaces: RECORDS },
            lazy: lazyPage(() => import('@/features/records/routes/records-grid-page')),
          },
          {
            // Bulk contributors import too (issue 13): the screens check who may, as the api does.
            path: 'import',
            handle: crumb('nav:import', { namespaces: ['records', 'fields', 'imports', 'sheets'] }),
            lazy: lazyPage(() => import('@/features/imports/routes/import-page')),
          },
          {
            path: 'matching',
            handle: crumb('nav:matching', { namespaces: ['records', 'fields', 'imports'] }),
            lazy: lazyPage(() => import('@/features/imports/routes/matching-page')),
          },
          {
            path: 'new_record',
            // Contributors with a WRITE rule add records too (issue 12): the collects' guard lets
            // them in, and the page itself says so to those the collect's access gives no write.
            handle: crumb('nav:newRecord', { namespaces: RECORDS }),
            lazy: lazyPage(() => import('@/features/records/routes/new-record-page')),
          },
          {
            // SPEC §2: the record crumb points back to the collect (and is skipped as its duplicate).
            path: 'record/:record_id?',
            handle: entityCrumb(
              {
                entity: 'collect',
                param: 'collect_id',
                fallback: 'nav:collect',
                linkToParent: true,
              },
              { namespaces: RECORDS },
            ),
            children: [
              { index: true, loader: loaders.recordIndex },
              {
                path: 'view',
                handle: entityCrumb({
                  entity: 'record',
                  param: 'record_id',
                  fallback: 'nav:record',
                }),
                lazy: lazyPage(() => import('@/features/records/routes/record-view-page')),
              },
              {
                path: 'edit',
                // Like new_record: open to contributors, the page checks the collect's access.
                handle: entityCrumb({
                  entity: 'record',
                  param: 'record_id',
                  fallback: 'nav:editRecordFallback',
                  template: 'nav:editRecord',
                }),
                lazy: lazyPage(() => import('@/features/records/routes/record-edit-page')),
              },
            ],
          },
          {
            // Not in SPEC §2's list: a webhook-fed collect's URL, secret and delivery log.
            path: 'webhook',
            handle: crumb('nav:webhook', { guard: ADMIN_OR_MANAGER, namespaces: ['webhooks'] }),
            lazy: lazyPage(() => import('@/features/webhooks/routes/collect-webhook')),
          },
          {
            // Not in SPEC §2's list: the collect's rules need a page from which to create,
            // edit and delete them, beside the two rule routes the spec names.
            path: 'attribution_rules',
            // `records`: the list says when the collect's rules are being applied.
            handle: crumb('rules:crumbs.list', {
              guard: ADMIN_OR_MANAGER,
              namespaces: ['records', 'rules'],
            }),
            lazy: lazyPage(
              () => import('@/features/attribution-rules/routes/attribution-rules-list'),
            ),
          },
          {
            path: 'attribution_rule/create',
            handle: crumb('nav:newAttributionRule', {
              guard: ADMIN_OR_MANAGER,
              namespaces: RULE_FORM,
            }),
            lazy: lazyPage(
              () => import('@/features/attribution-rules/routes/create-attribution-rule'),
            ),
          },
          {
            path: 'attribution_rule/:attribution_rule_id?/edit',
            handle: crumb('nav:editAttributionRule', {
              guard: ADMIN_OR_MANAGER,
              namespaces: RULE_FORM,
            }),
            lazy: lazyPage(
              () => import('@/features/attribution-rules/routes/edit-attribution-rule'),
            ),
          },
        ],
      },
    ],
  };
}

function userGroupRoutes(): RouteObject {
  return {
    path: 'user_groups',
    handle: crumb('nav:userGroups', { guard: ADMIN_OR_MANAGER, namespaces: ['userGroups'] }),
    children: [
      { index: true, lazy: lazyPage(() => import('@/features/user-groups/routes/user-groups')) },
      {
        path: ':user_group_id',
        handle: entityCrumb({
          entity: 'userGroup',
          param: 'user_group_id',
          fallback: 'nav:userGroup',
        }),
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('@/features/user-groups/routes/user-group-detail')),
          },
          {
            path: 'attribution_rule/create',
            // The condition's value inputs are the field renderers (the `fields` namespace).
            handle: crumb('nav:newAttributionRule', { namespaces: RULE_FORM }),
            lazy: lazyPage(
              () => import('@/features/attribution-rules/routes/group-attribution-rule'),
            ),
          },
        ],
      },
    ],
  };
}

/**
 * The words of a collect's set-up screens. `records`: the collect's details say when its access
 * rules are being applied; the import and matching screens name records' fields too.
 */
const COLLECT_SETUP = ['collects', 'fields', 'imports', 'sheets', 'records'] as const;

/**
 * Collect set-up screens, each with an optional collect id (creating or editing). Written out one
 * by one: the bundle budget (tests/perf) reads each screen's namespaces from its own route.
 */
const collectSetupRoutes: RouteObject[] = [
  {
    path: 'collect_details/:collect_id?',
    handle: crumb('nav:collectDetails', { guard: ADMIN_OR_MANAGER, namespaces: COLLECT_SETUP }),
    lazy: lazyPage(() => import('@/features/collects/routes/collect-details')),
  },
  {
    path: 'collect_import/:collect_id?',
    handle: crumb('nav:collectImport', { guard: ADMIN_OR_MANAGER, namespaces: COLLECT_SETUP }),
    lazy: lazyPage(() => import('@/features/imports/routes/import-page')),
  },
  {
    path: 'collect_matching/:collect_id?',
    handle: crumb('nav:collectMatching', { guard: ADMIN_OR_MANAGER, namespaces: COLLECT_SETUP }),
    lazy: lazyPage(() => import('@/features/imports/routes/matching-page')),
  },
  {
    path: 'edit_collect/:collect_id?',
    // The form's words, as a new collect's.
    handle: crumb('nav:editCollect', {
      guard: ADMIN_OR_MANAGER,
      namespaces: ['collects', 'fields'],
    }),
    lazy: lazyPage(() => import('@/features/collects/routes/edit-collect')),
  },
];

/** `/:program_id/*`: everything inside one program. */
export function programRoutes(loaders: Loaders): RouteObject {
  return {
    path: ':program_id',
    loader: loaders.program,
    handle: entityCrumb({ entity: 'program', param: 'program_id', fallback: 'nav:program' }),
    children: [
      { index: true, loader: loaders.programIndex },
      {
        path: 'dashboard',
        handle: crumb('nav:dashboard', {
          namespaces: ['dashboard', 'reports'],
        }),
        lazy: lazyPage(() => import('@/features/dashboard/routes/program-dashboard')),
      },
      {
        path: 'about',
        handle: crumb('nav:about', { namespaces: ['programs'] }),
        lazy: lazyPage(() => import('@/features/programs/routes/program-about')),
      },
      {
        path: 'expected_actions',
        // SPEC §6 gives expected actions to administrators and contributors; managers come too,
        // to ask for actions and follow them (issue 14).
        handle: crumb('nav:expectedActions', {
          guard: { name: 'super-admin-or-manager-or', ability: 'SEE_EXPECTED_ACTIONS' },
          namespaces: ['actions'],
        }),
        lazy: lazyPage(() => import('@/features/expected-actions/routes/expected-actions-page')),
      },
      {
        path: 'activity_log',
        handle: crumb('nav:activityLog', { guard: ADMIN_OR_MANAGER, namespaces: ['activity'] }),
        lazy: lazyPage(() => import('@/features/activity-log/routes/activity-log')),
      },
      {
        // Not in SPEC §2's list: imports, exports and bulk updates run as tasks (issue 13),
        // followed here. Contributors see the tasks they started; the api keeps to that.
        path: 'tasks',
        handle: crumb('nav:tasks', { namespaces: ['tasks'] }),
        lazy: lazyPage(() => import('@/features/tasks/routes/tasks-page')),
      },
      {
        path: 'reminders',
        handle: crumb('nav:reminders', { guard: ADMIN_OR_MANAGER, namespaces: ['reminders'] }),
        lazy: lazyPage(() => import('@/features/reminders/routes/reminders-page')),
      },
      {
        path: 'report',
        handle: crumb('nav:report', {
          guard: { name: 'super-admin-or-manager-or', ability: 'SEE_REPORTS' },
          namespaces: ['reports'],
        }),
        lazy: lazyPage(() => import('@/features/reports/routes/report-page')),
      },
      {
        path: 'members',
        handle: crumb('nav:members', { guard: ADMIN_OR_MANAGER, namespaces: ['members'] }),
        lazy: lazyPage(() => import('@/features/members/routes/members')),
      },
      {
        path: 'settings',
        handle: crumb('nav:settings', { guard: ADMIN_OR_MANAGER, namespaces: ['programs'] }),
        lazy: lazyPage(() => import('@/features/programs/routes/program-settings')),
      },
      {
        path: 'create_collect',
        handle: crumb('nav:createCollect', {
          guard: ADMIN_OR_MANAGER,
          namespaces: ['collects', 'fields'],
        }),
        lazy: lazyPage(() => import('@/features/collects/routes/create-collect')),
      },
      ...collectSetupRoutes,
      userGroupRoutes(),
      collectRoutes(loaders),
    ],
  };
}
