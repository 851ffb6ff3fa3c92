import { Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { WebhookSettings } from '@shared/contract/webhook.schema';
import { IconKey, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { FormErrorAlert } from '@/components/form-error-alert';
import { lazyDialog } from '@/components/lazy-dialog';
import { formatDateTime } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import type { WebhookPlace } from '../api/get-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { CopyValueButton } from './copy-value-button';

// The dialog showing a new secret once (Mantine's Modal) comes when the page is idle, before any
// secret can be generated.
const SecretModal = lazyDialog(async () => (await import('./secret-modal')).SecretModal);

interface WebhookSettingsCardProps {
  place: WebhookPlace;
  webhook: WebhookSettings;
}

/** The URL senders post to, the secret's dates, and generating or replacing the secret. */
export function WebhookSettingsCard({ place, webhook }: WebhookSettingsCardProps) {
  const { t } = useTranslation('webhooks');
  const intlLocale = useIntlLocale();
  const rotation = useRotateWebhookSecret(place);
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  useIdlePrefetch(SecretModal.preload);

  const generate = () =>
    rotation.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        setSecret(answer.secret);
      },
    });
  const failure = rotation.isError ? t('rotate.error') : null;

  return (
    <Card component="section" aria-labelledby="webhook-settings-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="webhook-settings-title">
          {t('settings.title')}
        </Title>
        <TextInput
          label={t('settings.url')}
          value={webhook.url}
          readOnly
          ff="monospace"
          rightSection={
            <CopyValueButton
              value={webhook.url}
              label={t('settings.copyUrl')}
              copiedLabel={t('settings.copied')}
            />
          }
        />
        {webhook.has_secret && webhook.created_at ? (
          <Stack gap={2}>
            <Text size="sm">
              {t('settings.created', { date: formatDateTime(webhook.created_at, intlLocale) })}
            </Text>
            {webhook.rotated_at && (
              <Text size="sm" c="dimmed">
                {t('settings.rotated', { date: formatDateTime(webhook.rotated_at, intlLocale) })}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm">{t('settings.noSecret')}</Text>
        )}
        {!confirming && <FormErrorAlert message={failure} />}
        <Group>
          {webhook.has_secret ? (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => {
                rotation.reset();
                setConfirming(true);
              }}
            >
              {t('settings.rotate')}
            </Button>
          ) : (
            <Button
              leftSection={<IconKey size={16} />}
              onClick={generate}
              loading={rotation.isPending}
            >
              {t('settings.generate')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          <Code>X-Rainbow-Signature</Code> · {t('settings.help')}
        </Text>
      </Stack>
      {confirming && (
        <ConfirmModal
          opened
          onClose={() => setConfirming(false)}
          title={t('rotate.title')}
          confirmLabel={t('rotate.confirm')}
          onConfirm={generate}
          loading={rotation.isPending}
          error={failure}
          danger
        >
          <Text size="sm">{t('rotate.body')}</Text>
        </ConfirmModal>
      )}
      {secret !== null && <SecretModal secret={secret} onClose={() => setSecret(null)} />}
    </Card>
  );
}
