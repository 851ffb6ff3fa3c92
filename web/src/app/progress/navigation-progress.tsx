import {
  MIN_FETCH_DELAY_MS,
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_THROTTLE_MS,
} from '@/config/constants';
import { createNprogress, NavigationProgress } from '@mantine/nprogress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  const fetching = useIsFetching() > 0;
  const mutating = useIsMutating() > 0;
  const busy = navigating || fetching || mutating;

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
