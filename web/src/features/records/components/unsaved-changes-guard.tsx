import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's
 * blocker, closing or reloading the tab through the browser's own prompt. `allow()` lets the
 * form leave after saving.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('records');
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!allowed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const prompt =
    blocker.state === 'blocked' ? (
      <ConfirmModal
        opened
        onClose={() => blocker.reset()}
        title={t('form.leaveTitle')}
        confirmLabel={t('form.leave')}
        onConfirm={() => blocker.proceed()}
        danger
      >
        {t('form.leaveText')}
      </ConfirmModal>
    ) : null;

  return {
    prompt,
    allow: () => {
      allowed.current = true;
    },
  };
}
