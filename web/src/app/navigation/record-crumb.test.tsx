import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RecordEditPage from '@/features/records/routes/record-edit-page';
import RecordViewPage from '@/features/records/routes/record-view-page';
import { collectOf, recordOf, renderRecords } from '@/features/records/test/records-fixtures';
import { entityCrumb } from '../router/route-helpers';
import { AppBreadcrumb } from './app-breadcrumb';

async function renderAt(path: string) {
  return renderRecords({
    path,
    extraRoutes: [
      {
        path: '/:program_id/collects/:collect_id/record/:record_id',
        children: [
          {
            path: 'view',
            handle: entityCrumb({ entity: 'record', param: 'record_id', fallback: 'nav:record' }),
            element: (
              <>
                <AppBreadcrumb />
                <RecordViewPage />
              </>
            ),
          },
          {
            path: 'edit',
            handle: entityCrumb({
              entity: 'record',
              param: 'record_id',
              fallback: 'nav:editRecordFallback',
              template: 'nav:editRecord',
            }),
            element: (
              <>
                <AppBreadcrumb />
                <RecordEditPage />
              </>
            ),
          },
        ],
      },
    ],
    answer: (call) => {
      if (call.path === '/api/collects/c1') return { collect: collectOf() };
      if (call.path === '/api/collectItem/r1') {
        return { record: recordOf(1), writable: true, neighbours: { previous: null, next: null } };
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    },
  });
}

describe('the record crumb', () => {
  it('names a record by its first field on its page', async () => {
    await renderAt('/p1/collects/c1/record/r1/view');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(nav).findByText('Household 1')).toHaveAttribute('aria-current', 'page');
  });

  it('reads "Edit record" and the name on the edit page', async () => {
    await renderAt('/p1/collects/c1/record/r1/edit');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(nav).findByText('Edit record: Household 1')).toBeInTheDocument();
  });
});
