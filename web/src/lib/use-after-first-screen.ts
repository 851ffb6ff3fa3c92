import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen } from './when-idle';

/**
 * False until the first screen has settled and the browser is idle (lib/when-idle.ts), then true:
 * for what the app frame shows only later (the progress bar of the navigations that follow, the
 * notifications' container). It turns true as a transition, rendered in slices.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => startTransition(() => setReady(true))), []);
  return ready;
}
