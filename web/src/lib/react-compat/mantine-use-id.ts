import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (which its inputs, checkboxes, popovers and tooltips call), as the build
 * gives it (web/vite.config.ts): React's own id, kept for the component's life.
 *
 * Mantine's starts from React's id and then, in a layout effect, swaps it for a random one, a
 * leftover from before React had ids. Each component calling it was so rendered twice as it
 * mounted, the second time synchronously inside React's commit: every field of a form, every
 * select and tooltip of a screen, in the screen's first task (issue 15's blocking time).
 */
export function useId(staticId?: string): string {
  const id = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${id.replace(/[^\w-]/g, '')}`;
}
