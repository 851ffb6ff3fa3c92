import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { i18n } from 'i18next';

const NOTIFICATION_ID = 'app-update';

/** "A new version is ready — Reload", until the user reloads or closes it. */
export function showUpdatePrompt(i18n: Pick<i18n, 't'>, reload: () => void): void {
  notifications.show({
    id: NOTIFICATION_ID,
    autoClose: false,
    withCloseButton: true,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{i18n.t('common:installedApp.updateReady')}</Text>
        <Button size="xs" onClick={reload}>
          {i18n.t('common:installedApp.reload')}
        </Button>
      </Group>
    ),
  });
}
