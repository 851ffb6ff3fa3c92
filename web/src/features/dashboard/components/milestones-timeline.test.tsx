import type { Milestone } from '@shared/contract/milestone.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { MilestonesTimeline } from './milestones-timeline';

const AT = '2026-01-01T00:00:00.000Z';

const milestone = (id: string, date: string, extra: Partial<Milestone> = {}): Milestone => ({
  _id: id,
  program_id: 'p1',
  title: `Step ${id}`,
  title_en: `Step ${id}`,
  title_fr: null,
  description: null,
  date,
  completed: false,
  completed_at: null,
  created_at: AT,
  updated_at: AT,
  ...extra,
});

const MILESTONES = [
  milestone('1', '2026-01-10', { completed: true, completed_at: '2026-01-09T12:00:00.000Z' }),
  milestone('2', '2026-02-01'),
  milestone('3', '2026-06-30', { description: 'Everyone in Lusaka' }),
];

describe('MilestonesTimeline', () => {
  it('shows each milestone with its day in the locale and whether it is done, late or upcoming', async () => {
    await renderWithProviders(<MilestonesTimeline milestones={MILESTONES} today="2026-03-01" />);
    const items = within(screen.getByRole('list', { name: 'Milestones of the program' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/Step 1.*10 Jan 2026.*Done.*Done on 9 Jan 2026/),
      expect.stringMatching(/Step 2.*1 Feb 2026.*Late/),
      expect.stringMatching(/Step 3.*30 Jun 2026.*Upcoming.*Everyone in Lusaka/),
    ]);
    // Readers get no controls.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('writes dates and states in French', async () => {
    await renderWithProviders(<MilestonesTimeline milestones={MILESTONES} today="2026-03-01" />, {
      locale: 'fr',
    });
    expect(screen.getByText('10 janv. 2026')).toBeInTheDocument();
    expect(screen.getByText('Atteint')).toBeInTheDocument();
    expect(screen.getByText('En retard')).toBeInTheDocument();
    expect(screen.getByText('À venir')).toBeInTheDocument();
  });

  const menuOf = (title: string) =>
    screen.getByRole('button', { name: `Change, complete or delete the milestone “${title}”` });

  it('gives managers a menu to complete a milestone still to do', async () => {
    const actions = { onEdit: vi.fn(), onToggle: vi.fn(), onDelete: vi.fn() };
    await renderWithProviders(
      <MilestonesTimeline milestones={MILESTONES} today="2026-03-01" actions={actions} />,
    );
    await userEvent.click(menuOf('Step 2'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark as done' }));
    expect(actions.onToggle).toHaveBeenCalledWith(MILESTONES[1]);
  });

  it('offers to reopen a done milestone', async () => {
    const actions = { onEdit: vi.fn(), onToggle: vi.fn(), onDelete: vi.fn() };
    await renderWithProviders(
      <MilestonesTimeline milestones={MILESTONES} today="2026-03-01" actions={actions} />,
    );
    await userEvent.click(menuOf('Step 1'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reopen' }));
    expect(actions.onToggle).toHaveBeenCalledWith(MILESTONES[0]);
  });

  it('offers to delete a milestone', async () => {
    const actions = { onEdit: vi.fn(), onToggle: vi.fn(), onDelete: vi.fn() };
    await renderWithProviders(
      <MilestonesTimeline milestones={MILESTONES} today="2026-03-01" actions={actions} />,
    );
    await userEvent.click(menuOf('Step 3'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(actions.onDelete).toHaveBeenCalledWith(MILESTONES[2]);
  });

  it('offers to edit a milestone', async () => {
    const actions = { onEdit: vi.fn(), onToggle: vi.fn(), onDelete: vi.fn() };
    await renderWithProviders(
      <MilestonesTimeline milestones={MILESTONES} today="2026-03-01" actions={actions} />,
    );
    await userEvent.click(menuOf('Step 3'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(actions.onEdit).toHaveBeenCalledWith(MILESTONES[2]);
  });
});
