import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("resumes through the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a new task, after the work already waiting', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    const resumed = yieldToMain().then(() => order.push('resumed'));
    order.push('same task');
    await vi.runAllTimersAsync();
    await resumed;
    expect(order).toEqual(['same task', 'waiting task', 'resumed']);
  });
});
