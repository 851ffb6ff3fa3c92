import { startTransition, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { queueTask } from './yield-to-main';

type Subscribe = (onStoreChange: () => void) => () => void;

/** Subscribes `subscribe` and returns what undoes it (see the two hooks below). */
type Subscribing = (subscribe: () => () => void) => () => void;

const atOnce: Subscribing = (subscribe) => subscribe();

/** In a task of its own, after those asked for before, unless the component is gone first. */
const inATask: Subscribing = (subscribe) => {
  let unsubscribe: (() => void) | undefined;
  const cancel = queueTask(() => {
    unsubscribe = subscribe();
  });
  return () => {
    cancel();
    unsubscribe?.();
  };
};

function useStoreAsTransitions<T>(
  subscribe: Subscribe,
  getSnapshot: () => T,
  subscribing: Subscribing,
): T {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const snapshot = getSnapshot();
  const rendered = useRef(snapshot);
  const latestGetSnapshot = useRef(getSnapshot);
  useLayoutEffect(() => {
    rendered.current = snapshot;
    latestGetSnapshot.current = getSnapshot;
  });
  useEffect(
    () =>
      subscribing(() => {
        const onStoreChange = () => startTransition(rerender);
        const unsubscribe = subscribe(onStoreChange);
        // A change between this render and the subscription would otherwise go unseen.
        if (!Object.is(latestGetSnapshot.current(), rendered.current)) onStoreChange();
        return unsubscribe;
      }),
    [subscribe, subscribing],
  );
  return snapshot;
}

/**
 * A store read in place of React's `useSyncExternalStore`, whose updates render as transitions.
 *
 * An update from `useSyncExternalStore` is always rendered synchronously, in one task that
 * nothing can interrupt: on a signed-in screen each answer re-rendered its part of the page in
 * 90-200 ms tasks on Lighthouse's slow phone, most of the screen's blocking time. A reader that
 * only uses the store to learn that something changed (and reads the value itself while
 * rendering) can re-render as a transition: React renders it in slices between which taps and
 * keys are handled, and commits it whole, so nothing shows half-updated.
 */
export function useTransitionStore<T>(subscribe: Subscribe, getSnapshot: () => T): T {
  return useStoreAsTransitions(subscribe, getSnapshot, atOnce);
}

/**
 * What TanStack Query's `useQuery`, `useSuspenseQuery` and `useQueries` subscribe with
 * (web/query-transitions.config.ts swaps it in): `useTransitionStore`, each subscription made in
 * a task of its own. Subscribing is what starts a query's call (its observer, retryer, timers):
 * done in the effects of the commit that mounted a screen, the dashboard's dozen queries made a
 * task of 90 ms in a profile of its load, four times that on Lighthouse's slow phone (issue 15).
 */
export function useQueryStore<T>(subscribe: Subscribe, getSnapshot: () => T): T {
  return useStoreAsTransitions(subscribe, getSnapshot, inATask);
}
