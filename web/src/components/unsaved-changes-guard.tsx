import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { lazyDialog } from '@/components/lazy-dialog';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';

// The prompt shows only when someone leaves with unsaved changes: it comes when the page is idle.
const ConfirmModal = lazyDialog(
  async () => (await import('@/components/confirm-modal')).ConfirmModal,
);

/** What the prompt says, already translated by the form's feature. */
export interface UnsavedChangesTexts {
  readonly title: string;
  readonly body: string;
  readonly leave: string;
}

export interface UnsavedChangesGuard {
  /** The confirm dialog to render while a navigation waits for an answer. */
  readonly prompt: ReactNode;
  /** Lets the form leave without asking (after a save, whose navigation loses nothing). */
  allow(): void;
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's
 * blocker, a reload or a closed tab through the browser's own prompt. `shouldBlock` is asked at
 * each attempt, so it may read the form's state of that moment.
 */
export function useUnsavedChangesGuard(
  shouldBlock: () => boolean,
  texts: UnsavedChangesTexts,
): UnsavedChangesGuard {
  const allowed = useRef(false);
  const latest = useRef(shouldBlock);
  useIdlePrefetch(ConfirmModal.preload);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !allowed.current && shouldBlock(),
  );

  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!allowed.current && latest.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const prompt =
    blocker.state === 'blocked' ? (
      <ConfirmModal
        opened
        onClose={() => blocker.reset()}
        title={texts.title}
        confirmLabel={texts.leave}
        onConfirm={() => blocker.proceed()}
        danger
      >
        {texts.body}
      </ConfirmModal>
    ) : null;

  return {
    prompt,
    allow: () => {
      allowed.current = true;
    },
  };
}
