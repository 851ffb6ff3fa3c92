import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { FetchEmailResponse } from '@shared/contract/registration.schema';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';

/** Who is invited, to which program, as what, and until when. */
export function InvitationSummary({ invitation }: { invitation: FetchEmailResponse }) {
  const { t } = useTranslation('auth');
  const intlLocale = useIntlLocale();
  return (
    <Card padding="md" radius="md" bg="var(--mantine-color-default-hover)" withBorder={false}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light">
          <IconMailOpened size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm">
            {t('registration.invitedTo')}{' '}
            <Text span fw={700}>
              {invitation.program.name}
            </Text>
          </Text>
          <Text size="sm">
            {t('registration.as', { role: t(`common:roles.${invitation.role}`) })}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('registration.address', { email: invitation.email })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('registration.expires', { date: formatDate(invitation.expires_at, intlLocale) })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
