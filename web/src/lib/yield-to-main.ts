interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, ahead of other waiting work where the browser
 * can (`scheduler.yield`, Chromium), else after a zero timeout: a long start-up split at such a
 * point lets the browser paint and answer input in between, and no piece of it blocks for long
 * (issue 15: a task over 50 ms on a slow phone is blocking time).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `run`, each call of it started in a task of its own: the API calls a screen's queries start
 * together as it mounts (a `fetch` costs the main thread a few milliseconds each, four times that
 * on Lighthouse's slow phone) then do not all add to the task that mounted it.
 */
export function inTaskOfItsOwn<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    await yieldToMain();
    return run(...args);
  };
}

interface TaskScheduler {
  postTask(run: () => void, options: { signal: AbortSignal }): Promise<void>;
}

/**
 * Runs `run` in a task of its own, after the current one and those already waiting
 * (`scheduler.postTask`, Chromium, else a zero timeout); the returned function cancels it if it
 * has not run yet.
 */
export function scheduleTask(run: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    scheduler.postTask(run, { signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
