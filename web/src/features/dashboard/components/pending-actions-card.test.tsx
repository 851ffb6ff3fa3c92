import type { Subject } from '@shared/permissions/roles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { expectedAction } from '@/test/expected-action';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { PendingActionsCard } from './pending-actions-card';

const MANAGER: Subject = {
  uid: 'm1',
  level: 'REGULAR_USER',
  roles: [{ role: 'PROGRAM_MANAGER', program_id: 'p1' }],
};

async function renderCard(count: number) {
  const activities = Array.from({ length: count }, (_, index) => expectedAction(`a${index + 1}`));
  const fake = fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/api/programs/p1/actions') return { activities };
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
  await renderWithProviders(<PendingActionsCard programId="p1" subject={MANAGER} showAssignee />, {
    services: fakeServices({ api: fake.api }),
  });
}

describe('the dashboard’s pending actions', { timeout: 30_000 }, () => {
  it('lists the first five pending actions and counts the others', async () => {
    await renderCard(7);
    expect(await screen.findByText('Action a1')).toBeInTheDocument();
    expect(screen.getByText('Action a5')).toBeInTheDocument();
    expect(screen.queryByText('Action a6')).not.toBeInTheDocument();
    expect(screen.getByText('and 2 more')).toBeInTheDocument();
  });

  it('says when nothing is pending', async () => {
    await renderCard(0);
    expect(await screen.findByText('Nothing to do')).toBeInTheDocument();
  });
});
