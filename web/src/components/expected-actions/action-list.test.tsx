import type { ExpectedAction } from '@shared/contract/expected-action.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { expectedAction } from '@/test/expected-action';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { ActionList } from './action-list';

const AT = '2026-01-01T00:00:00.000Z';

const action = expectedAction;

const ACTIONS = [
  action('1', { due_date: '2020-01-31', description: 'Before the field trip' }),
  action('2', {
    kind: 'REVIEW_IMPORT_REJECTIONS',
    title: 'Review the 3 rows an import into Households rejected',
    task_id: 't1',
    details: { rejected: 3, collect_title: 'Households', collect_title_fr: 'Ménages' },
    created_by: null,
  }),
  action('3', { assignee: { type: 'ROLE', role: 'PROGRAM_MANAGER' }, assignee_name: null }),
];

describe('ActionList', () => {
  it('words each action, its due date, who asked it and for whom', async () => {
    await renderWithProviders(
      <ActionList programId="p1" actions={ACTIONS} canMark={() => false} showAssignee />,
    );
    const list = screen.getByRole('list', { name: 'Expected actions' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Action 1');
    expect(first).toHaveTextContent('Overdue since 31 Jan 2020');
    expect(first).toHaveTextContent('For Ada Lovelace');
    expect(first).toHaveTextContent('Asked by Mia Manager');
    expect(second).toHaveTextContent('Review the 3 rows an import into Households rejected');
    expect(second).toHaveTextContent('Asked by Rainbow');
    expect(
      within(second as HTMLElement).getByRole('link', { name: 'Open the task' }),
    ).toHaveAttribute('href', '/p1/tasks');
    expect(third).toHaveTextContent('For every Program manager');
    expect(screen.queryByRole('button', { name: /Mark/ })).toBeNull();
  });

  it('words the system’s actions in French', async () => {
    await renderWithProviders(
      <ActionList programId="p1" actions={[ACTIONS[1] as ExpectedAction]} canMark={() => true} />,
      { locale: 'fr', path: '/fr/p1/dashboard' },
    );
    expect(
      screen.getByText('Vérifier les 3 lignes rejetées par un import dans Ménages'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Marquer « .* » comme faite/ })).toBeInTheDocument();
  });

  it('marks an action done through the api and says so', async () => {
    const { api, calls } = fakeApi(({ path }) =>
      path === '/api/programs/action/mark_as_done'
        ? { action: action('1', { executed: true, executed_at: AT }) }
        : undefined,
    );
    await renderWithProviders(
      <ActionList programId="p1" actions={ACTIONS.slice(0, 1)} canMark={() => true} />,
      { services: fakeServices({ api }) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark “Action 1” as done' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/api/programs/action/mark_as_done',
          options: expect.objectContaining({ body: { program_id: 'p1', action_id: '1' } }),
        }),
      ),
    );
  });
});
