import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalNotice } from '../components/legal-notice';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={30}>
          {t('login.heading')}
        </Title>
        <Text c="dimmed" mt={6}>
          {t('login.subtitle')}
        </Text>
      </div>
      <LoginForm />
      <LegalNotice />
    </Stack>
  );
}
