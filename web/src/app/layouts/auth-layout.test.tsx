import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentProvider } from '@/features/consent/components/consent-provider';
import { renderWithProviders } from '@/test/render-with-providers';
import { AuthLayout, SIGNED_IN_PREFETCH_DELAY_MS } from './auth-layout';

const prefetch = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../signed-in-code', () => ({ prefetchSignedInCode: prefetch }));
// The browser's idle moment comes at once here.
vi.mock('@/lib/when-idle', () => {
  const now = (work: () => void) => {
    work();
    return () => undefined;
  };
  return { whenIdle: now, afterFirstScreen: now };
});

const renderLayout = () =>
  renderWithProviders(
    <ConsentProvider>
      <AuthLayout />
    </ConsentProvider>,
  );

afterEach(() => {
  prefetch.mockClear();
});

describe('AuthLayout', () => {
  it('prefetches what signing in leads to as soon as the pointer reaches the form', async () => {
    await renderLayout();
    const main = await screen.findByRole('main');
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(main);
    expect(prefetch).toHaveBeenCalled();
  });

  it('prefetches it a few seconds after the page showed when the user has done nothing', async () => {
    // The layout's own timer is taken aside (faked timers would stall the providers' start).
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await renderLayout();
    await screen.findByRole('main');
    const delayed = timers.mock.calls.find(([, ms]) => ms === SIGNED_IN_PREFETCH_DELAY_MS);
    timers.mockRestore();
    expect(delayed).toBeDefined();
    expect(prefetch).not.toHaveBeenCalled();
    (delayed?.[0] as () => void)();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
