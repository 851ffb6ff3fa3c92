import type { AttributionRule } from '@shared/contract/attribution-rule.schema';
import type { Collect } from '@shared/contract/collect.schema';
import type { User } from '@shared/contract/user.schema';
import { Suspense, type ReactNode } from 'react';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { modelField } from '@/test/model-field';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';

const NOW = '2026-01-01T00:00:00.000Z';

export const MANAGER: User = {
  _id: 'manager',
  email: 'manager@example.org',
  first_name: 'Mia',
  last_name: 'Manager',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
};

const field = modelField;

export const FIELDS = [
  field('name', 0, { label: { en: 'Name', fr: 'Nom' } }),
  field('region', 1, {
    label: { en: 'Region', fr: 'Région' },
    input_method: 'SIMPLE_SELECT',
    options: [
      { value: 'north', label: { en: 'North', fr: 'Nord' } },
      { value: 'east', label: { en: 'East', fr: 'Est' } },
      { value: 'south', label: { en: 'South', fr: 'Sud' } },
    ],
  }),
  field('topics', 2, {
    label: { en: 'Topics', fr: 'Sujets' },
    datatype: 'STRING_ARRAY',
    input_method: 'MULTI_SELECT',
    options: [
      { value: 'water', label: { en: 'Water', fr: 'Eau' } },
      { value: 'health', label: { en: 'Health', fr: 'Santé' } },
    ],
  }),
];

export const COLLECT: Collect = {
  _id: 'c1',
  program_id: 'p1',
  title: 'Home visits',
  title_fr: 'Visites à domicile',
  model_id: 'm1',
  source: null,
  model_title: 'Household survey',
  fields: FIELDS,
  matched_fields: [],
  fieldsToDisplay: ['name', 'region'],
  filterable_fields: ['region'],
  default_filters: { filters: [], sort: null },
  indexes: { state: 'READY', ready: 1, total: 1 },
  access: { see: 'ALL', write: 'ALL' },
  rules_progress: null,
  created_at: NOW,
  updated_at: NOW,
};

export const rule = (extra: Partial<AttributionRule> = {}): AttributionRule => ({
  _id: 'r1',
  collect_id: 'c1',
  program_id: 'p1',
  subject: { type: 'USER_GROUP', _id: 'g1', label: 'Field team North' },
  permission: 'WRITE',
  condition: { field: 'region', operator: 'IN', values: ['north', 'east'] },
  created_at: NOW,
  updated_at: NOW,
  ...extra,
});

export const GROUPS = {
  userGroups: [
    {
      _id: 'g1',
      program_id: 'p1',
      name: { en: 'Field team North', fr: 'Équipe Nord' },
      parent_id: null,
      member_ids: [],
      members_count: 0,
      created_at: NOW,
      updated_at: NOW,
    },
  ],
  totalItems: 1,
  pages: 1,
  currentPage: 1,
  next_cursor: null,
  prev_cursor: null,
};

/** A page of a list answer around `items`. */
export const page = <K extends string>(key: K, items: unknown[]) => ({
  [key]: items,
  totalItems: items.length,
  pages: items.length ? 1 : 0,
  currentPage: 1,
  next_cursor: null,
  prev_cursor: null,
});

/**
 * Answers the session calls, the collect (`collect`, asked afresh at each call), the groups and
 * the collects, then `answer`.
 */
export function rulesApi(
  answer: (call: FakeCall) => unknown,
  collect: () => Collect = () => COLLECT,
) {
  return fakeApi((call) => {
    if (call.path === '/api/auth/get_current_user') return { user: MANAGER };
    if (call.path === '/api/programs') {
      return { programs: [{ _id: 'p1', name: 'Schools', logo: null }] };
    }
    if (call.method === 'GET' && call.path === '/api/collects/c1') return { collect: collect() };
    if (call.path === '/api/programs/p1/user-groups') return GROUPS;
    if (call.path === '/api/programs/p1/collects') {
      return {
        collects: [
          {
            _id: 'c1',
            program_id: 'p1',
            title: 'Home visits',
            title_fr: null,
            model_id: 'm1',
            source: null,
          },
        ],
      };
    }
    return answer(call);
  });
}

export async function renderRoute(
  path: string,
  routePath: string,
  element: ReactNode,
  fake: ReturnType<typeof fakeApi>,
  locale: 'en' | 'fr' = 'en',
) {
  const view = await renderWithProviders(null, {
    path,
    locale,
    routes: [
      { path: routePath, element: <Suspense fallback={null}>{element}</Suspense> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    services: fakeServices({ api: fake.api }),
  });
  return view.router;
}
