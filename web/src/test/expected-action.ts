import type { ExpectedAction } from '@shared/contract/expected-action.schema';

/** A pending manual action of program p1, as the api answers it; `extra` changes what a test needs. */
export const expectedAction = (
  id: string,
  extra: Partial<ExpectedAction> = {},
): ExpectedAction => ({
  _id: id,
  program_id: 'p1',
  kind: 'MANUAL',
  title: `Action ${id}`,
  description: null,
  assignee: { type: 'USER', user_id: 'u1' },
  assignee_name: 'Ada Lovelace',
  collect_id: null,
  task_id: null,
  details: {},
  due_date: null,
  executed: false,
  executed_at: null,
  executed_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  created_by: { _id: 'm1', name: 'Mia Manager', email: 'mia@example.org' },
  ...extra,
});
