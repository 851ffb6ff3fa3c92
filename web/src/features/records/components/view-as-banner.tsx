import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ViewAsBannerProps {
  /** The member's name, or undefined while it is not known. */
  name: string | undefined;
  onStop: () => void;
}

/** Says plainly that the grid shows another member's records, with the way back. */
export function ViewAsBanner({ name, onStop }: ViewAsBannerProps) {
  const { t } = useTranslation('records');
  return (
    <Alert color="grape" variant="light" icon={<IconEye size={18} />} role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('viewAs.banner', { name: name ?? t('viewAs.someone') })}</Text>
        <Button size="compact-sm" variant="white" color="grape" onClick={onStop}>
          {t('viewAs.stop')}
        </Button>
      </Group>
    </Alert>
  );
}
