import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconDeviceMobile } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { useOnline } from '@/lib/offline/online-store';
import { useSavedCopyDate } from '@/lib/offline/use-saved-copy-date';

export interface OfflineBannerProps {
  /** Shown at the banner's end while it shows: the outbox's link and count. */
  aside?: ReactNode;
}

/**
 * The frame's word on the connection: offline, and whether the screen shows answers kept on this
 * device that could not be refreshed. Discreet (a status, not an alert): the app keeps working.
 */
export function OfflineBanner({ aside }: OfflineBannerProps) {
  const { t } = useTranslation('common');
  const intlLocale = useIntlLocale();
  const online = useOnline();
  const savedAt = useSavedCopyDate();
  if (online && savedAt === null) return null;
  return (
    <Paper role="status" withBorder radius="md" px="md" py="xs" mb="md" bg="yellow.0">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          {!online && (
            <Group gap="xs" wrap="nowrap">
              <IconCloudOff size={16} aria-hidden />
              <Text size="sm" fw={500}>
                {t('offline.banner')}
              </Text>
            </Group>
          )}
          {savedAt !== null && (
            <Group gap="xs" wrap="nowrap">
              <IconDeviceMobile size={16} aria-hidden />
              <Text size="sm">
                {t('offline.savedCopy', { date: formatDateTime(savedAt, intlLocale) })}
              </Text>
            </Group>
          )}
        </Stack>
        {aside}
      </Group>
    </Paper>
  );
}
