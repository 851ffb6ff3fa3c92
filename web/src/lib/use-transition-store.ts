import { startTransition, useEffect, useLayoutEffect, useReducer, useRef } from 'react';

/**
 * What TanStack Query's `useQuery`, `useSuspenseQuery` and `useQueries` subscribe with, in place
 * of React's `useSyncExternalStore` (web/query-transitions.config.ts swaps it in).
 *
 * An update from `useSyncExternalStore` is always rendered synchronously, in one task that
 * nothing can interrupt: on a signed-in screen each answer re-rendered its part of the page in
 * 90-200 ms tasks on Lighthouse's slow phone, most of the screen's blocking time. Those hooks
 * only use the store to learn that their observer changed (they read the result itself from the
 * observer while rendering), so the re-render can be a transition: React renders it in slices
 * between which taps and keys are handled, and commits it whole, so nothing shows half-updated.
 */
export function useTransitionStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const snapshot = getSnapshot();
  const rendered = useRef(snapshot);
  const latestGetSnapshot = useRef(getSnapshot);
  useLayoutEffect(() => {
    rendered.current = snapshot;
    latestGetSnapshot.current = getSnapshot;
  });
  useEffect(() => {
    const onStoreChange = () => startTransition(rerender);
    const unsubscribe = subscribe(onStoreChange);
    // A change between this render and the subscription would otherwise go unseen.
    if (!Object.is(latestGetSnapshot.current(), rendered.current)) onStoreChange();
    return unsubscribe;
  }, [subscribe]);
  return snapshot;
}
