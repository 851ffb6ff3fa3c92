import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { lazyQueryClient } from './lazy-query-client';

describe('the lazily made query client', () => {
  it('is made once, on the first request, and announced to those waiting for it', async () => {
    const client = new QueryClient();
    const create = vi.fn(async () => client);
    const lazy = lazyQueryClient(create);
    const waiting = vi.fn();
    void lazy.created().then(waiting);

    await Promise.resolve();
    expect(create).not.toHaveBeenCalled();
    expect(lazy.peek()).toBeNull();
    expect(waiting).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([lazy.get(), lazy.get()]);
    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(create).toHaveBeenCalledOnce();
    expect(lazy.peek()).toBe(client);
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledWith(client));
  });

  it('asks again after a failed attempt', async () => {
    const client = new QueryClient();
    const create = vi
      .fn<() => Promise<QueryClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(client);
    const lazy = lazyQueryClient(create);

    await expect(lazy.get()).rejects.toThrow('Failed to fetch');
    await expect(lazy.get()).resolves.toBe(client);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
