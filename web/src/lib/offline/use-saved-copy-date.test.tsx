import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSavedCopyDate } from './use-saved-copy-date';

const PAGE_OPENED_AT = 10_000;
const KEY = ['collect', 'c1', 'detail'];

function setConnection(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function renderOnScreen(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      // The screen showing the collect (never fetching here: only its cached answer matters).
      useQuery({
        queryKey: KEY,
        queryFn: () => new Promise<never>(() => undefined),
        enabled: false,
      });
      return useSavedCopyDate(PAGE_OPENED_AT);
    },
    { wrapper },
  );
}

describe('useSavedCopyDate', () => {
  it('dates the copy kept on the device while it cannot be refreshed', () => {
    setConnection(true);
    const client = new QueryClient();
    client.setQueryData(KEY, { _id: 'c1' }, { updatedAt: 4_000 });
    const { result } = renderOnScreen(client);
    expect(result.current).toBeNull();
    act(() => setConnection(false));
    expect(result.current).toBe(4_000);
    act(() => setConnection(true));
    expect(result.current).toBeNull();
  });

  it('says nothing of answers received since the page opened', () => {
    setConnection(true);
    const client = new QueryClient();
    client.setQueryData(KEY, { _id: 'c1' }, { updatedAt: PAGE_OPENED_AT + 1 });
    const { result } = renderOnScreen(client);
    act(() => setConnection(false));
    expect(result.current).toBeNull();
    act(() => setConnection(true));
  });
});
