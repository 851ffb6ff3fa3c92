import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyQueryClient } from '@/lib/lazy-query-client';
import { prefetchSignedInCode } from './signed-in-code';

// What the imports bring is not the point here: when they are asked for is.
vi.mock('@/lib/session/get-current-user', () => ({}));
vi.mock('@/lib/session/get-programs', () => ({}));
vi.mock('./guards/guards', () => ({}));
vi.mock('./router/program-routes', () => ({}));
vi.mock('./layouts/default-layout', () => ({}));

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  delete window.rainbowSignedInCode;
});

describe('prefetchSignedInCode', () => {
  it('prefetches the listed files at low priority, and runs the code once all have arrived or failed', async () => {
    window.rainbowSignedInCode = ['assets/frame-1.js', 'assets/dashboard-2.js'];
    const create = vi.fn(async () => new QueryClient());
    const queryClient = lazyQueryClient(create);

    const done = prefetchSignedInCode(queryClient);
    // Asked for again (the form took the focus): the same prefetch, no second link.
    expect(prefetchSignedInCode(queryClient)).toBe(done);
    expect(prefetchLinks()).toEqual([
      { href: '/assets/frame-1.js', as: 'script', crossOrigin: '' },
      { href: '/assets/dashboard-2.js', as: 'script', crossOrigin: '' },
    ]);

    const links = document.head.querySelectorAll('link[rel="prefetch"]');
    links[0]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(create).not.toHaveBeenCalled();

    links[1]?.dispatchEvent(new Event('error'));
    await done;
    expect(create).toHaveBeenCalledTimes(1);
    // The links go once they have done their work.
    expect(prefetchLinks()).toEqual([]);
  });
});
