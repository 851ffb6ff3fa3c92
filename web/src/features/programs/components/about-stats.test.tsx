import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { AboutStats } from './about-stats';

const manager = {
  uid: 'u1',
  level: 'REGULAR_USER' as const,
  roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' as const }],
};
const page = { totalItems: 0, pages: 1, currentPage: 1, next_cursor: null, prev_cursor: null };

describe('AboutStats', () => {
  it('offers to try again when a count fails, instead of loading forever', async () => {
    let collectsAnswers = 0;
    const { api } = fakeApi(({ path }) => {
      if (path.endsWith('/collects')) {
        collectsAnswers += 1;
        if (collectsAnswers === 1) throw new ApiError(403, 'FORBIDDEN', 'refused');
        return {
          collects: [
            {
              _id: 'c1',
              program_id: 'p1',
              title: 'Schools',
              title_fr: null,
              model_id: null,
              source: null,
            },
          ],
        };
      }
      if (path.endsWith('/members')) return { ...page, totalItems: 12, members: [] };
      return { ...page, totalItems: 3, userGroups: [] };
    });
    await renderWithProviders(<AboutStats programId="p1" subject={manager} />, {
      services: fakeServices({ api }),
    });

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Could not be loaded');
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();

    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
