import { useEffect } from 'react';

/**
 * Fetches `load` (a lazy module) once the browser is idle after the screen showed, when `enabled`:
 * what a click may open is not part of the screen's first load, yet is there before the click.
 * A failed fetch is ignored: the click retries it.
 */
export function useIdlePrefetch(load: () => Promise<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const run = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(run, 1000);
    return () => clearTimeout(handle);
  }, [load, enabled]);
}
