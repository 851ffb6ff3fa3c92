import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { madeQueryClient } from '@/lib/lazy-query-client';
import { ServicesProvider } from '@/lib/services';
import { expectedAction } from '@/test/expected-action';
import { fakeServices } from '@/test/render-with-providers';
import { actionsQueryOptions } from './get-actions';
import { usePendingActionsCount } from './pending-actions-count';

function setUp() {
  const get = vi.fn(async (_path: string) => ({
    activities: [expectedAction('a1'), expectedAction('a2')],
  }));
  const services = fakeServices();
  services.api = { ...services.api, get: get as never };
  const client = createQueryClient();
  services.queryClient = madeQueryClient(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ServicesProvider services={services}>{children}</ServicesProvider>
    </QueryClientProvider>
  );
  return { get, services, wrapper };
}

describe('usePendingActionsCount', () => {
  it("counts the program's pending actions with the pending list's one call", async () => {
    const { get, services, wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        count: usePendingActionsCount('p1'),
        list: useQuery(actionsQueryOptions(services.api, 'p1', 'pending')),
      }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.count.data).toBe(2));
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe('/api/programs/p1/actions');
  });

  it('asks nothing without a program, or where the badge is not shown', async () => {
    const { get, wrapper } = setUp();
    const { result } = renderHook(
      () => [usePendingActionsCount(undefined), usePendingActionsCount('p1', false)],
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.map((query) => query.fetchStatus)).toEqual(['idle', 'idle']);
    expect(get).not.toHaveBeenCalled();
  });
});
