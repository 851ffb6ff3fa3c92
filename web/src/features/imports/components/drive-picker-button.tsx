import { Button } from '@mantine/core';
import { IconBrandGoogleDrive } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/lib/services';
import type { DrivePickerConfig, PickedSheet } from '@/lib/third-party/google-drive-picker';

interface Props {
  onPick: (sheet: PickedSheet) => void;
  onError: (message: string) => void;
}

/** The Drive picker's settings, or null when the deployment does not configure it. */
export function useDrivePickerConfig(): DrivePickerConfig | null {
  const { config } = useServices();
  if (!config.googleClientId || !config.googlePickerApiKey) return null;
  return {
    clientId: config.googleClientId,
    apiKey: config.googlePickerApiKey,
    appId: config.googleAppId ?? null,
  };
}

/**
 * "Choose from Google Drive": shown only where the Picker is configured (a pasted link always
 * works). The Google scripts load on the first click, not with the screen.
 */
export function DrivePickerButton({ onPick, onError }: Props) {
  const { t, i18n } = useTranslation('sheets');
  const config = useDrivePickerConfig();
  const [opening, setOpening] = useState(false);
  if (!config) return null;

  const open = async () => {
    setOpening(true);
    try {
      const { pickSpreadsheet } = await import('@/lib/third-party/google-drive-picker');
      const picked = await pickSpreadsheet(config, {
        locale: i18n.language,
        title: t('picker.title'),
      });
      if (picked) onPick(picked);
    } catch {
      onError(t('picker.failed'));
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconBrandGoogleDrive size={16} aria-hidden />}
      loading={opening}
      onClick={() => void open()}
    >
      {t('picker.open')}
    </Button>
  );
}
