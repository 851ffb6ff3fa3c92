import {
  MIN_FETCH_DELAY_MS,
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_THROTTLE_MS,
} from '@/config/constants';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { LazyQueryClient } from '@/lib/lazy-query-client';
import { useServices } from '@/lib/services';
import { createProgressController, type ProgressBar } from './progress-controller';
import classes from './navigation-progress.module.css';

type Phase = 'idle' | 'loading' | 'done';

/**
 * The bar drawn on the element itself, outside React: starting and completing it are no state
 * updates. A blocking update in the middle of a screen's render (a transition) makes React throw
 * that render away and start it again: Mantine's nprogress, stepping every 114 ms through a
 * store, did so up to eight times while the dashboard rendered (issue 15, README).
 */
function elementBar(bar: HTMLElement): ProgressBar {
  const show = (phase: Phase) => {
    // Already growing: left as it is. From idle or done, the animation starts again from 0.
    if (phase === 'loading' && bar.dataset.phase === 'loading') return;
    bar.dataset.phase = phase;
  };
  return { start: () => show('loading'), complete: () => show('done') };
}

interface Busy {
  navigating: boolean;
  fetching: boolean;
}

/** The bar's controller, told what is loading: a navigation, calls, or both. */
function busyTracker(bar: ProgressBar) {
  const busy: Busy = { navigating: false, fetching: false };
  const controller = createProgressController({
    bar,
    throttleMs: PROGRESS_BAR_THROTTLE_MS,
    minVisibleMs: MIN_FETCH_DELAY_MS,
  });
  return {
    set(change: Partial<Busy>) {
      Object.assign(busy, change);
      controller.setBusy(busy.navigating || busy.fetching);
    },
    dispose: () => controller.dispose(),
  };
}

/** The thin bar at the top of the page, shown while a page or its data loads. */
export function AppProgressBar() {
  const { t } = useTranslation();
  const { queryClient } = useServices();
  const ref = useRef<HTMLDivElement>(null);
  const tracker = useRef<ReturnType<typeof busyTracker> | null>(null);
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    if (!ref.current) return;
    const current = busyTracker(elementBar(ref.current));
    tracker.current = current;
    const stopWatching = watchCalls(queryClient, (fetching) => current.set({ fetching }));
    return () => {
      stopWatching();
      current.dispose();
      tracker.current = null;
    };
  }, [queryClient]);
  useEffect(() => tracker.current?.set({ navigating }), [navigating]);

  return (
    <div
      ref={ref}
      className={classes.bar}
      data-phase="idle"
      role="progressbar"
      aria-label={t('progress.label')}
      style={{ '--duration': `${PROGRESS_BAR_DURATION_MS}ms` } as CSSProperties}
    >
      <div className={classes.fill} />
    </div>
  );
}

/**
 * Tells `onChange` whether the app's query client has calls in flight, once a screen made it (the
 * bar sits above every frame, and must not make TanStack Query part of the sign-in page: issue
 * 15). A callback, not state: the caches notify on every call's every step. Returns the unsubscribe.
 */
function watchCalls(
  queryClient: LazyQueryClient,
  onChange: (fetching: boolean) => void,
): () => void {
  let stop = () => undefined as void;
  let cancelled = false;
  void queryClient.created().then((client) => {
    if (cancelled) return;
    const update = () => onChange(client.isFetching() > 0 || client.isMutating() > 0);
    const stopQueries = client.getQueryCache().subscribe(update);
    const stopMutations = client.getMutationCache().subscribe(update);
    update();
    stop = () => {
      stopQueries();
      stopMutations();
    };
  });
  return () => {
    cancelled = true;
    stop();
  };
}
