import { useEffect } from 'react';
import { afterFirstScreen } from './when-idle';

/** When an idle prefetch starts. */
export interface IdlePrefetchOptions {
  /** Off while false (the user may not open what it fetches). */
  enabled?: boolean;
  /** Milliseconds to wait after the screen showed before waiting for an idle moment. */
  delayMs?: number;
}

/**
 * Fetches `load` (a lazy module) once the browser is idle after the screen showed, when `enabled`:
 * what a click may open is not part of the screen's first load, yet is there before the click.
 * With `delayMs`, the idle moment is looked for only after that delay (the page settles first).
 * A failed fetch is ignored: the click retries it.
 */
export function useIdlePrefetch(
  load: () => Promise<unknown>,
  { enabled = true, delayMs = 0 }: IdlePrefetchOptions = {},
): void {
  useEffect(() => {
    if (!enabled) return;
    const prefetch = () => void load().catch(() => undefined);
    if (delayMs <= 0) return afterFirstScreen(prefetch);
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      cancelIdle = afterFirstScreen(prefetch);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [load, enabled, delayMs]);
}
