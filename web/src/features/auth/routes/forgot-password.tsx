import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const localePath = useLocalePath();
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={30}>
          {t('forgotPassword.heading')}
        </Title>
        <Text c="dimmed" mt={6}>
          {t('forgotPassword.subtitle')}
        </Text>
      </div>
      <ForgotPasswordForm />
      <Group justify="center">
        <Anchor component={Link} to={localePath('/login')} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />
            {t('forgotPassword.back')}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
