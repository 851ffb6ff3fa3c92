import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTaskOfItsOwn, queueTask, scheduleTask, yieldToMain } from './yield-to-main';

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

  it("posts the work to the browser's scheduler", () => {
    const posted: (() => void)[] = [];
    vi.stubGlobal('scheduler', {
      postTask: (run: () => void) => {
        posted.push(run);
        return Promise.resolve();
      },
    });
    const run = vi.fn();
    scheduleTask(run);
    expect(run).not.toHaveBeenCalled();
    expect(posted).toEqual([run]);
  });

  it('otherwise runs it after a zero timeout', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const run = vi.fn();
    scheduleTask(run);
    expect(run).not.toHaveBeenCalled(); // not in the task that asked
    await vi.runAllTimersAsync();
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('queueTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A browser scheduler whose posted tasks the test runs, one per call of `runTask`. */
  function stubScheduler() {
    const posted: (() => void)[] = [];
    vi.stubGlobal('scheduler', {
      postTask: (run: () => void) => {
        posted.push(() => {
          try {
            run();
          } catch {
            // The browser rejects postTask's promise (scheduleTask reports it).
          }
        });
        return Promise.resolve();
      },
    });
    return {
      posted,
      runTask: () => posted.shift()?.(),
    };
  }

  it('runs each job in a task of its own, in the order they were queued', () => {
    const browser = stubScheduler();
    const ran: string[] = [];
    queueTask(() => ran.push('first'));
    queueTask(() => ran.push('second'));
    queueTask(() => ran.push('third'));
    expect(ran).toEqual([]); // not in the task that asked
    expect(browser.posted).toHaveLength(1); // one task posted for the three jobs

    browser.runTask();
    expect(ran).toEqual(['first']);
    browser.runTask();
    expect(ran).toEqual(['first', 'second']);
    browser.runTask();
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(browser.posted).toHaveLength(0); // nothing left waiting
  });

  it('lets other tasks run between two jobs', () => {
    const browser = stubScheduler();
    const ran: string[] = [];
    queueTask(() => {
      ran.push('first');
      scheduleTask(() => ran.push('posted by the first'));
    });
    queueTask(() => ran.push('second'));
    while (browser.posted.length > 0) browser.runTask();
    expect(ran).toEqual(['first', 'posted by the first', 'second']);
  });

  it('skips a cancelled job, goes on after a failing one, and starts again once drained', () => {
    const browser = stubScheduler();
    const ran: string[] = [];
    const cancel = queueTask(() => ran.push('cancelled'));
    queueTask(() => {
      throw new Error('broken');
    });
    queueTask(() => ran.push('after the failure'));
    cancel();
    while (browser.posted.length > 0) browser.runTask();
    expect(ran).toEqual(['after the failure']);

    queueTask(() => ran.push('later'));
    expect(browser.posted).toHaveLength(1);
    browser.runTask();
    expect(ran).toEqual(['after the failure', 'later']);
  });
});
