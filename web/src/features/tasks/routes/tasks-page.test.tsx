import type { Task } from '@shared/contract/task.schema';
import type { User } from '@shared/contract/user.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import TasksPage from './tasks-page';

const MANAGER: User = {
  _id: 'manager',
  email: 'manager@example.org',
  first_name: 'Mia',
  last_name: 'Manager',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
};

const CONTRIBUTOR: User = {
  ...MANAGER,
  _id: 'contributor',
  first_name: 'Cleo',
  last_name: 'Contributor',
  roles: [{ program_id: 'p1', role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c1' }],
};

const task = (extra: Partial<Task> = {}): Task => ({
  _id: 't1',
  program_id: 'p1',
  collect_id: 'c1',
  type: 'IMPORT_CONTENT',
  status: 'DONE',
  progress: { done: 5000, total: 5000 },
  counts: { created: 4990, updated: 0, unchanged: 0, rejected: 10 },
  label: 'households.csv',
  created_by: { _id: 'manager', name: 'Mia Manager', email: 'manager@example.org' },
  created_at: '2026-01-02T09:00:00.000Z',
  updated_at: '2026-01-02T09:05:00.000Z',
  finished_at: '2026-01-02T09:05:00.000Z',
  error: null,
  error_report_url: 'https://files.example.org/t1/error-report.csv?sig=1',
  file_url: null,
  ...extra,
});

const page = (tasks: Task[]) => ({
  tasks,
  totalItems: tasks.length,
  pages: tasks.length ? 1 : 0,
  currentPage: 1,
  next_cursor: null,
  prev_cursor: null,
});

function tasksApi(answer: (call: FakeCall) => unknown, user: User = MANAGER) {
  return fakeApi((call) => {
    if (call.path === '/api/auth/get_current_user') return { user };
    return answer(call);
  });
}

async function renderPage(fake: ReturnType<typeof fakeApi>, locale: 'en' | 'fr' = 'en') {
  const prefix = locale === 'fr' ? '/fr' : '';
  await renderWithProviders(null, {
    path: `${prefix}/p1/tasks`,
    locale,
    routes: [
      {
        path: `${prefix}/:program_id/tasks`,
        element: (
          <Suspense fallback={null}>
            <TasksPage />
          </Suspense>
        ),
      },
    ],
    services: fakeServices({ api: fake.api }),
  });
}

const listCalls = (fake: ReturnType<typeof fakeApi>) =>
  fake.calls.filter((call) => call.method === 'GET' && call.path === '/api/programs/p1/tasks');

describe('the tasks of a program', { timeout: 30_000 }, () => {
  it('lists each task: its kind, what it works on, status, progress, counts, who and the error report', async () => {
    const fake = tasksApi(() =>
      page([
        task(),
        task({
          _id: 't2',
          type: 'EXPORT',
          label: 'Filtered grid',
          counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
          error_report_url: null,
          file_url: 'https://files.example.org/t2/export.csv?sig=2',
        }),
        task({
          _id: 't3',
          type: 'APPLY_ATTRIBUTION_RULES',
          label: 'Home visits',
          created_by: null,
          counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
          error_report_url: null,
        }),
      ]),
    );
    await renderPage(fake);
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
    await screen.findByText('households.csv');
    const rows = screen.getAllByRole('row').slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Import')).toBeInTheDocument();
    expect(first.getByText('households.csv')).toBeInTheDocument();
    expect(first.getByText('Done')).toBeInTheDocument();
    expect(first.getByText('5,000 of 5,000')).toBeInTheDocument();
    expect(first.getByText('4,990 created · 10 rejected')).toBeInTheDocument();
    expect(first.getByText('by Mia Manager')).toBeInTheDocument();
    expect(
      first.getByRole('link', { name: 'Download the error report of Import — households.csv' }),
    ).toHaveAttribute('href', 'https://files.example.org/t1/error-report.csv?sig=1');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', {
        name: 'Download the file of Export — Filtered grid',
      }),
    ).toHaveAttribute('href', 'https://files.example.org/t2/export.csv?sig=2');
    expect(
      within(rows[2] as HTMLElement).getByText('Access rules applied to records'),
    ).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('automatically')).toBeInTheDocument();
  });

  it('reads the list again every 2 s while a task runs, and stops once none does', async () => {
    const answers = [
      task({ status: 'RUNNING', progress: { done: 1234, total: 5000 }, finished_at: null }),
      task(),
    ];
    let reads = 0;
    const fake = tasksApi(() => page([answers[Math.min(reads++, 1)] ?? task()]));
    await renderPage(fake);
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(screen.getByText('1,234 of 5,000')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Progress of Import — households.csv' }),
    ).toHaveAttribute('aria-valuenow', '25');
    await waitFor(() => expect(screen.getByText('Done')).toBeInTheDocument(), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(listCalls(fake)).toHaveLength(2);
  });

  it('shows why a task failed', async () => {
    const fake = tasksApi(() =>
      page([task({ status: 'FAILED', error: 'amount: "abc" is not a number (row 12)' })]),
    );
    await renderPage(fake);
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('amount: "abc" is not a number (row 12)')).toBeInTheDocument();
  });

  it('cancels a running task once confirmed', async () => {
    let status: Task['status'] = 'RUNNING';
    const fake = tasksApi((call) => {
      if (call.method === 'DELETE') {
        status = 'CANCELLED';
        return { _id: 't1', outcome: 'CANCELLED' };
      }
      return page([task({ status, finished_at: null, error_report_url: null })]);
    });
    await renderPage(fake);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the task Import — households.csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this task?' });
    expect(dialog).toHaveTextContent('nothing is left half written');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the task' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/programs/p1/tasks/t1',
    ]);
  });

  it('deletes a finished task once confirmed', async () => {
    let tasks = [task()];
    const fake = tasksApi((call) => {
      if (call.method === 'DELETE') {
        tasks = [];
        return { _id: 't1', outcome: 'DELETED' };
      }
      return page(tasks);
    });
    await renderPage(fake);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the task Import — households.csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this task?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the task' }));
    expect(await screen.findByRole('heading', { name: 'No task yet' })).toBeInTheDocument();
  });

  it('offers no cancel for access rules being applied', async () => {
    const fake = tasksApi(() =>
      page([
        task({
          type: 'APPLY_ATTRIBUTION_RULES',
          status: 'RUNNING',
          created_by: null,
          finished_at: null,
          label: 'Home visits',
        }),
      ]),
    );
    await renderPage(fake);
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the task/ })).not.toBeInTheDocument();
  });

  it('tells a contributor the list holds the tasks they started', async () => {
    const fake = tasksApi(() => page([]), CONTRIBUTOR);
    await renderPage(fake);
    expect(
      await screen.findByText('The imports, exports and bulk updates you started, newest first.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No task yet' })).toBeInTheDocument();
  });

  it('speaks French under /fr', async () => {
    const fake = tasksApi(() => page([task({ status: 'RUNNING', finished_at: null })]));
    await renderPage(fake, 'fr');
    expect(await screen.findByRole('heading', { name: 'Tâches' })).toBeInTheDocument();
    expect(await screen.findByText('En cours')).toBeInTheDocument();
    expect(screen.getByText('4 990 créés · 10 rejetés')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Annuler la tâche Import — households.csv' }),
    ).toBeInTheDocument();
  });
});
