import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

interface UnsavedChangesGuardProps {
  /** Asked at each navigation: whether leaving now would lose changes. */
  shouldBlock: () => boolean;
}

/**
 * Asks before a navigation leaves a form with unsaved changes; the browser asks on its own
 * before a reload or a closed tab.
 */
export function UnsavedChangesGuard({ shouldBlock }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('collects');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (shouldBlock()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldBlock]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t('unsaved.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('unsaved.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('unsaved.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
