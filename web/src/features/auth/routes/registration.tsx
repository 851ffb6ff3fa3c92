import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';

/** Registration from an invitation arrives with the invitations issue. */
export default function RegistrationPage() {
  const { t } = useTranslation('auth');
  const localePath = useLocalePath();
  return (
    <Stack gap="md">
      <Title order={1} fz={30}>
        {t('registration.heading')}
      </Title>
      <Text c="dimmed">{t('registration.comingSoon')}</Text>
      <Anchor component={Link} to={localePath('/login')}>
        {t('registration.toLogin')}
      </Anchor>
    </Stack>
  );
}
