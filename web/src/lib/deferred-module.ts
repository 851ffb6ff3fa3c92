import { useEffect, type PointerEvent } from 'react';
import { useTransitionStore } from './use-transition-store';
import { afterFirstScreen } from './when-idle';
import { queueTask } from './yield-to-main';

/**
 * Code no first screen needs but that should be there by the time someone reaches for it (issue
 * 15): a menu, a tooltip, a dialog, with the popover, focus and scroll machinery they bring. It is
 * fetched once per page, when the browser is idle or at the first gesture towards it, and every
 * component showing it renders again when it has arrived.
 */
export interface DeferredModule<T> {
  /** What the module gave, or undefined while it is on its way. */
  get(): T | undefined;
  /** Starts fetching, once; a failed download (offline, a new deployment) is retried next time. */
  load(): void;
  subscribe(listener: () => void): () => void;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let loading = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    load() {
      if (value !== undefined || loading) return;
      loading = true;
      importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
        },
        () => {
          loading = false;
        },
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The module's value once it has arrived. It is asked for when the browser is idle, or, with
 * `wanted`, only once that turns true (code for what most pages never show), in the next task.
 *
 * Its arrival renders the component again as a transition: with React's useSyncExternalStore it
 * was a synchronous render, into which React also folds any other update waiting at default
 * priority. The records grid's view-as picker arriving re-rendered the whole grid page so, in one
 * 60-100 ms task on a desktop (issue 15's blocking time).
 */
export function useDeferredModule<T>(module: DeferredModule<T>, wanted?: boolean): T | undefined {
  const value = useTransitionStore(module.subscribe, module.get);
  useEffect(() => {
    if (module.get() !== undefined) return undefined;
    if (wanted === undefined) return afterFirstScreen(() => module.load());
    // In a task of its own, not in the effects of the commit that mounted the screen: the
    // import adds the module's preload links to the page (the dashboard's charts: 4-12 ms of a
    // profiled load, four times that on Lighthouse's slow phone; issue 15).
    if (wanted) return queueTask(() => module.load());
    return undefined;
  }, [module, wanted]);
  return value;
}

/**
 * A press on a stand-in whose code has come but not yet shown (its render waits its turn): the
 * press's own render puts the real component in its place, open, before the browser sends the
 * press's mousedown, which then lands on what held the stand-in, outside the component, and
 * closes it as a click outside would (seen on a loaded CI machine: the account menu pressed just
 * after sign-in stayed shut). The press sends no mouse events then, and leaves the focus free for
 * the component to take, as the mousedown would have (the caller hands it over).
 */
export function takeOverPress(event: PointerEvent): void {
  event.preventDefault();
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
