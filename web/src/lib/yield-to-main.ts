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

/** The part of `scheduler` used here: TypeScript's DOM library does not declare it (Chromium only). */
interface TaskScheduler {
  postTask(run: () => void): Promise<void>;
}

/**
 * Runs `run` in a task of its own, after the current one and those already waiting
 * (`scheduler.postTask`, Chromium, else a zero timeout). If `run` throws, the error is reported
 * like that of any other task, and does not reach the caller.
 */
export function scheduleTask(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    scheduler.postTask(run).catch((error: unknown) => reportError(error));
    return;
  }
  setTimeout(run, 0);
}

/** The jobs `queueTask` has waiting, in the order they were queued (a Set keeps it). */
const queued = new Set<() => void>();
let draining = false;

/** Runs the first waiting job, then posts itself again while any job is left. */
function runNextQueued(): void {
  const [next] = queued;
  try {
    if (next) {
      queued.delete(next);
      next();
    }
  } finally {
    if (queued.size > 0) scheduleTask(runNextQueued);
    else draining = false;
  }
}

/**
 * Like `scheduleTask`, `run` in a task of its own, but each queued job waits for those queued
 * before it, and only the first of a batch is posted from where it was asked for: each next one
 * is posted by the task that ran the one before, from a stack two frames deep.
 *
 * Why it matters: under DevTools' tracing, which Lighthouse measures with, the browser records the
 * caller's JavaScript stack with every task it is asked to post. Asked from the effects of a
 * React commit, that stack is about a hundred frames deep, and the dashboard's thirty
 * subscriptions spent 30-45 ms recording them in one task of a profiled load (issue 15).
 */
export function queueTask(run: () => void): () => void {
  const job = () => run();
  queued.add(job);
  if (!draining) {
    draining = true;
    scheduleTask(runNextQueued);
  }
  return () => {
    queued.delete(job);
  };
}
