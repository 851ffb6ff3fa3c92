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
