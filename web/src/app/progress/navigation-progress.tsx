import {
  MIN_FETCH_DELAY_MS,
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_THROTTLE_MS,
} from '@/config/constants';
import { createNprogress, NavigationProgress } from '@mantine/nprogress';
import { useEffect, useState } from 'react';
import { useServices } from '@/lib/services';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { createProgressController } from './progress-controller';

// Mantine's bar reaches 99 % after about 44 steps; pace them so that takes the SPEC's 5 s.
const STEPS_TO_END = 44;
const STEP_INTERVAL_MS = Math.round(PROGRESS_BAR_DURATION_MS / STEPS_TO_END);

/** The thin bar at the top of the page, shown while a page or its data loads. */
export function AppProgressBar() {
  const { t } = useTranslation();
  const [[store, actions]] = useState(createNprogress);
  const [controller] = useState(() =>
    createProgressController({
      bar: { start: actions.start, complete: actions.complete },
      throttleMs: PROGRESS_BAR_THROTTLE_MS,
      minVisibleMs: MIN_FETCH_DELAY_MS,
    }),
  );
  const navigating = useNavigation().state !== 'idle';
  const queriesInFlight = useQueriesInFlight();
  const busy = navigating || queriesInFlight;

  useEffect(() => controller.setBusy(busy), [controller, busy]);
  useEffect(() => () => controller.dispose(), [controller]);

  return (
    <NavigationProgress
      store={store}
      stepInterval={STEP_INTERVAL_MS}
      size={3}
      aria-label={t('progress.label')}
    />
  );
}

/**
 * Whether the app's query client has calls in flight, once a screen made it (the bar sits above
 * every frame, and must not make TanStack Query part of the sign-in page: issue 15).
 */
function useQueriesInFlight(): boolean {
  const { queryClient } = useServices();
  const [inFlight, setInFlight] = useState(false);
  useEffect(() => {
    let stop = () => undefined as void;
    let cancelled = false;
    void queryClient.created().then((client) => {
      if (cancelled) return;
      const update = () => setInFlight(client.isFetching() > 0 || client.isMutating() > 0);
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
  }, [queryClient]);
  return inFlight;
}
