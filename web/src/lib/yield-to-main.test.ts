import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTaskOfItsOwn, scheduleTask, yieldToMain } from './yield-to-main';

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

describe('inTaskOfItsOwn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('calls through with the same arguments and answer, in a later task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const run = vi.fn((a: number, b: string) => Promise.resolve(`${b}${a}`));
    const wrapped = inTaskOfItsOwn(run);
    const answer = wrapped(1, 'call ');
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled(); // not in the task that asked
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toBe('call 1');
    expect(run).toHaveBeenCalledWith(1, 'call ');
  });

  it('passes a failure on unchanged', async () => {
    const failure = new TypeError('Failed to fetch');
    await expect(inTaskOfItsOwn(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});

describe('scheduleTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("posts the work to the browser's scheduler, and cancels it through its signal", () => {
    const posted: { run: () => void; signal: AbortSignal }[] = [];
    vi.stubGlobal('scheduler', {
      postTask: (run: () => void, { signal }: { signal: AbortSignal }) => {
        posted.push({ run, signal });
        return Promise.resolve();
      },
    });
    const run = vi.fn();
    const cancel = scheduleTask(run);
    expect(run).not.toHaveBeenCalled();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.signal.aborted).toBe(false);
    cancel();
    expect(posted[0]?.signal.aborted).toBe(true);
  });

  it('otherwise runs it after a zero timeout, unless cancelled first', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const kept = vi.fn();
    const dropped = vi.fn();
    scheduleTask(kept);
    const cancel = scheduleTask(dropped);
    cancel();
    expect(kept).not.toHaveBeenCalled(); // not in the task that asked
    await vi.runAllTimersAsync();
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });
});
