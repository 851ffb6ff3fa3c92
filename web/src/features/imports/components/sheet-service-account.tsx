import type { ServiceAccount } from '@shared/contract/sheet.schema';
import { Alert, Badge, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconBrandGoogleDrive, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The address owners share their sheets with, to copy; the local stack says it is emulated. */
export function SheetServiceAccount({ account }: { account: ServiceAccount }) {
  const { t } = useTranslation('sheets');
  return (
    <Alert
      variant="light"
      color={account.emulated ? 'grape' : 'blue'}
      icon={<IconBrandGoogleDrive size={20} />}
      title={
        <Group gap="xs">
          {t('account.title')}
          {account.emulated && <Badge color="grape">{t('account.emulated')}</Badge>}
        </Group>
      }
    >
      <Stack gap="xs">
        <Text size="sm">{t('account.help')}</Text>
        <Group gap="sm">
          <Code fz="sm">{account.email}</Code>
          <CopyButton value={account.email}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? t('account.copied') : t('account.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        {account.emulated && (
          <Text size="xs" c="dimmed">
            {t('account.emulatedHelp')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
