import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * Fetches `load` (a lazy module) once the browser is idle after the screen showed, when `enabled`:
 * what a click may open is not part of the screen's first load, yet is there before the click.
 * A failed fetch is ignored: the click retries it.
 */
export function useIdlePrefetch(load: () => Promise<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => void load().catch(() => undefined));
  }, [load, enabled]);
}
