import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from './copy-value-button';

interface SecretModalProps {
  secret: string;
  onClose: () => void;
}

/** The new secret, this once: closing the modal forgets it (the API never shows it again). */
export function SecretModal({ secret, onClose }: SecretModalProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal opened onClose={onClose} title={t('secret.title')} centered size="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {t('secret.warning')}
        </Alert>
        <TextInput
          label={t('secret.label')}
          value={secret}
          readOnly
          ff="monospace"
          onFocus={(event) => event.currentTarget.select()}
          rightSection={
            <CopyValueButton
              value={secret}
              label={t('secret.copy')}
              copiedLabel={t('secret.copied')}
            />
          }
        />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
