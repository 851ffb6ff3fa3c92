import type { Collect } from '@shared/contract/collect.schema';
import type { ModelField } from '@shared/contract/model.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { User } from '@shared/contract/user.schema';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { modelField } from '@/test/model-field';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import type { Locale } from '@shared/contract/locale.schema';

const NOW = '2026-01-01T00:00:00.000Z';

const field = modelField;

export const fields: ModelField[] = [
  field('name', 0, { label: { en: 'Name', fr: 'Nom' }, validation_rules: [{ rule: 'REQUIRED' }] }),
  field('region', 1, {
    label: { en: 'Region', fr: 'Région' },
    input_method: 'SIMPLE_SELECT',
    options: [
      { value: 'north', label: { en: 'North', fr: 'Nord' } },
      { value: 'south', label: { en: 'South', fr: 'Sud' } },
    ],
  }),
  field('amount', 2, {
    label: { en: 'Amount', fr: 'Montant' },
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  }),
  field('visit', 3, { label: { en: 'Visit', fr: 'Visite' }, input_method: 'DATE_PICKER' }),
  field('notes', 4, { label: { en: 'Notes', fr: 'Notes' }, input_method: 'TEXT_AREA' }),
];

export function collectOf(extra: Partial<Collect> = {}): Collect {
  return {
    _id: 'c1',
    program_id: 'p1',
    title: 'Households',
    title_fr: 'Ménages',
    model_id: 'm1',
    source: null,
    model_title: 'Household survey',
    fields,
    matched_fields: [],
    fieldsToDisplay: ['name', 'region', 'amount', 'notes'],
    filterable_fields: ['region', 'amount', 'visit'],
    default_filters: { filters: [], sort: null },
    indexes: { state: 'READY', ready: 4, total: 4 },
    access: { see: 'ALL', write: 'ALL' },
    rules_progress: null,
    created_at: NOW,
    updated_at: NOW,
    ...extra,
  };
}

export function recordOf(index: number, extra: Partial<CollectRecord> = {}): CollectRecord {
  return {
    _id: `r${index}`,
    program_id: 'p1',
    collect_id: 'c1',
    fields: {
      name: `Household ${index}`,
      region: index % 2 ? 'north' : 'south',
      amount: index * 10,
      visit: '2026-02-01',
      notes: null,
    },
    version: 1,
    created_at: NOW,
    updated_at: NOW,
    created_by: { _id: 'u1', name: 'Ada Manager', email: 'ada@example.org' },
    updated_by: null,
    ...extra,
  };
}

export const manager: User = {
  _id: 'u1',
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Manager',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
};

export const contributor: User = {
  ...manager,
  _id: 'u2',
  roles: [{ program_id: 'p1', role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c1' }],
};

export interface RenderRecordsOptions {
  path: string;
  /** The screen and its route; or only `extraRoutes`. */
  routePath?: string;
  element?: ReactNode;
  answer: (call: FakeCall) => unknown;
  user?: User;
  locale?: Locale;
  extraRoutes?: RouteObject[];
}

/** Renders a records screen with a fake api that also answers who the user is. */
export async function renderRecords(options: RenderRecordsOptions) {
  const user = options.user ?? manager;
  const { api, calls } = fakeApi((call) =>
    call.path === '/api/auth/get_current_user' ? { user } : options.answer(call),
  );
  const rendered = await renderWithProviders(null, {
    path: options.path,
    locale: options.locale,
    routes: [
      ...(options.routePath ? [{ path: options.routePath, element: options.element }] : []),
      ...(options.extraRoutes ?? []),
      { path: '*', element: <p>Elsewhere</p> },
    ],
    services: fakeServices({ api }),
  });
  return { ...rendered, calls };
}

/** The query a call sent. */
export function queryOf(call: FakeCall | undefined): Record<string, unknown> {
  return { ...(call?.options?.query ?? {}) };
}
