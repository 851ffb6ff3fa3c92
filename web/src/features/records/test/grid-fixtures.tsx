import type { Collect } from '@shared/contract/collect.schema';
import type { User } from '@shared/contract/user.schema';
import type { FakeCall } from '@/test/fake-api';
import RecordsGridPage from '../routes/records-grid-page';
import { collectOf, manager, recordOf, renderRecords } from './records-fixtures';

export const ITEMS = '/api/program/collects/c1/items';

/** One page of the grid's answer: `count` records of `total`. */
export function page(count: number, total = count, next: string | null = null) {
  return {
    items: Array.from({ length: count }, (_, index) => recordOf(index + 1)),
    totalItems: total,
    pages: Math.ceil(total / 50),
    currentPage: 1,
    next_cursor: next,
    prev_cursor: null,
  };
}

/**
 * The grid page at `path`, `items` answering its pages, `collect` its collect (as many times as
 * it is asked for: a function answers each call afresh) and `more` any other call.
 */
export async function renderGrid(
  path: string,
  items: (call: FakeCall) => unknown,
  collect: Collect | (() => Collect) = collectOf(),
  locale: 'en' | 'fr' = 'en',
  user: User = manager,
  more?: (call: FakeCall) => unknown,
) {
  return renderRecords({
    path,
    locale,
    user,
    routePath: '/:program_id/collects/:collect_id',
    element: <RecordsGridPage />,
    extraRoutes: [
      {
        path: '/:program_id/collects/:collect_id/record/:record_id/view',
        element: <p>Record page</p>,
      },
    ],
    answer: (call) => {
      if (call.path === '/api/collects/c1') {
        return { collect: typeof collect === 'function' ? collect() : collect };
      }
      if (call.path === ITEMS) return items(call);
      if (more) return more(call);
      throw new Error(`unexpected ${call.method} ${call.path}`);
    },
  });
}
