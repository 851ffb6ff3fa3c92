export interface ProgressBar {
  start(): void;
  complete(): void;
}

export interface ProgressTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface ProgressControllerOptions {
  bar: ProgressBar;
  /** Loads shorter than this never show the bar. */
  throttleMs: number;
  /** Once shown, the bar stays at least this long. */
  minVisibleMs: number;
  timers?: ProgressTimers;
}

const browserTimers: ProgressTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/**
 * Turns "something is loading" (a navigation, a query, a mutation) into progress-bar calls
 * without flicker: nothing for quick loads, never a blink for slow ones.
 */
export function createProgressController({
  bar,
  throttleMs,
  minVisibleMs,
  timers = browserTimers,
}: ProgressControllerOptions) {
  let pendingStart: number | null = null;
  let pendingComplete: number | null = null;
  let shownAt: number | null = null;

  function cancel(id: number | null): null {
    if (id !== null) timers.clearTimeout(id);
    return null;
  }

  return {
    setBusy(busy: boolean): void {
      if (busy) {
        pendingComplete = cancel(pendingComplete);
        if (shownAt !== null || pendingStart !== null) return;
        pendingStart = timers.setTimeout(() => {
          pendingStart = null;
          shownAt = timers.now();
          bar.start();
        }, throttleMs);
        return;
      }
      pendingStart = cancel(pendingStart);
      if (shownAt === null || pendingComplete !== null) return;
      const remaining = Math.max(0, minVisibleMs - (timers.now() - shownAt));
      pendingComplete = timers.setTimeout(() => {
        pendingComplete = null;
        shownAt = null;
        bar.complete();
      }, remaining);
    },
    dispose(): void {
      pendingStart = cancel(pendingStart);
      pendingComplete = cancel(pendingComplete);
    },
  };
}
