import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, pageTitle, type BreadcrumbContext, type CrumbMatch } from './breadcrumb';
import type { RouteHandle } from './route-handle';

const labels: Record<string, string> = {
  'nav:dashboard': 'Dashboard',
  'nav:collects': 'Collects',
  'nav:collect': 'Collect',
  'nav:record': 'Record',
  'nav:editRecord': 'Edit record: {{name}}',
  'nav:program': 'Program',
  'nav:search': 'Search',
  'nav:createModel': 'Create model',
  'nav:updateModel': 'Update {{name}}',
  'auth:login.title': 'Sign in',
};

const names: Record<string, string> = {
  'program:p1': 'Literacy 2025',
  'collect:c1': 'Schools',
  'record:r1': 'Jane Doe',
  'model:m1': 'School model',
};

function context(search = ''): BreadcrumbContext {
  return {
    t: (key, values) => (labels[key] ?? key).replace('{{name}}', values?.name ?? '{{name}}'),
    resolve: (entity, id) => names[`${entity}:${id}`],
    search: new URLSearchParams(search),
  };
}

function match(pathname: string, handle?: RouteHandle, params = {}): CrumbMatch {
  return { pathname, params, handle };
}

const program = match(
  '/p1',
  { crumb: { entity: 'program', param: 'program_id', fallback: 'nav:program' } },
  { program_id: 'p1' },
);
const collects = match('/p1/collects', { crumb: { label: 'nav:collects' } });
const collect = match(
  '/p1/collects/c1',
  { crumb: { entity: 'collect', param: 'collect_id', fallback: 'nav:collect' } },
  { collect_id: 'c1' },
);
const record = match(
  '/p1/collects/c1/record/r1',
  {
    crumb: { entity: 'collect', param: 'collect_id', fallback: 'nav:collect', linkToParent: true },
  },
  { collect_id: 'c1', record_id: 'r1' },
);

describe('buildBreadcrumb', () => {
  it('lists the program name and the page, the last one current', () => {
    const items = buildBreadcrumb(
      [match('/'), program, match('/p1/dashboard', { crumb: { label: 'nav:dashboard' } })],
      context(),
    );
    expect(items).toEqual([
      { label: 'Literacy 2025', href: '/p1', current: false },
      { label: 'Dashboard', href: '/p1/dashboard', current: true },
    ]);
  });

  it('shows the first field of a record and skips the duplicate collect label', () => {
    const view = match(
      '/p1/collects/c1/record/r1/view',
      { crumb: { entity: 'record', param: 'record_id', fallback: 'nav:record' } },
      { record_id: 'r1' },
    );
    expect(buildBreadcrumb([program, collects, collect, record, view], context())).toEqual([
      { label: 'Literacy 2025', href: '/p1', current: false },
      { label: 'Collects', href: '/p1/collects', current: false },
      { label: 'Schools', href: '/p1/collects/c1', current: false },
      { label: 'Jane Doe', href: '/p1/collects/c1/record/r1/view', current: true },
    ]);
  });

  it('wraps the record name for the edit page', () => {
    const edit = match(
      '/p1/collects/c1/record/r1/edit',
      {
        crumb: {
          entity: 'record',
          param: 'record_id',
          fallback: 'nav:record',
          template: 'nav:editRecord',
        },
      },
      { record_id: 'r1' },
    );
    expect(buildBreadcrumb([program, collect, record, edit], context()).at(-1)).toEqual({
      label: 'Edit record: Jane Doe',
      href: '/p1/collects/c1/record/r1/edit',
      current: true,
    });
  });

  it('points the record crumb back to the collect when it is not a duplicate', () => {
    const unnamed = { ...collect, params: { collect_id: 'unknown' } };
    const recordOfUnknown = {
      ...record,
      handle: { crumb: { label: 'nav:record', linkToParent: true } },
    };
    expect(buildBreadcrumb([unnamed, recordOfUnknown], context())).toEqual([
      { label: 'Collect', href: '/p1/collects/c1', current: false },
      { label: 'Record', href: '/p1/collects/c1', current: true },
    ]);
  });

  it('falls back to a generic label while a name is unknown', () => {
    const other = { ...program, params: { program_id: 'p404' } };
    expect(buildBreadcrumb([other], context())).toEqual([
      { label: 'Program', href: '/p1', current: true },
    ]);
  });

  it('reads the entity id from the query string when asked to', () => {
    const createOrUpdate = match('/admin/models/create_update_model', {
      crumb: {
        entity: 'model',
        param: 'model_id',
        from: 'search',
        fallback: 'nav:createModel',
        template: 'nav:updateModel',
      },
    });
    expect(buildBreadcrumb([createOrUpdate], context())[0]?.label).toBe('Create model');
    expect(buildBreadcrumb([createOrUpdate], context('model_id=m1'))[0]?.label).toBe(
      'Update School model',
    );
  });

  it('is empty when no route declares a crumb', () => {
    expect(
      buildBreadcrumb([match('/'), match('/login', { title: 'auth:login.title' })], context()),
    ).toEqual([]);
  });
});

describe('pageTitle', () => {
  it('uses the page title of public pages', () => {
    expect(pageTitle([match('/'), match('/login', { title: 'auth:login.title' })], context())).toBe(
      'Sign in',
    );
  });

  it('uses the current breadcrumb label inside the app', () => {
    const search = match('/search', { crumb: { label: 'nav:search' } });
    expect(pageTitle([match('/'), search], context())).toBe('Search');
    expect(pageTitle([program, collects, collect, record], context())).toBe('Schools');
  });

  it('is null without any title or crumb', () => {
    expect(pageTitle([match('/')], context())).toBeNull();
  });
});
