import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { forgetDeviceQueries } from '@/lib/offline/query-snapshot-store';
import { useServices } from '@/lib/services';

/**
 * The session could not be renewed: the outbox waits. Signing out first lets /login open (it
 * sends a signed-in user away), and its `redirect` brings the user back here, where the outbox
 * is sent again. The outbox itself is on the device, untouched by signing out.
 */
export function SignInAgain() {
  const { t } = useTranslation('outbox');
  const { auth } = useServices();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();

  async function signInAgain() {
    await auth.signOut();
    const back = new URLSearchParams({ redirect: localePath('/outbox') });
    await navigate(`${localePath('/login')}?${back}`, { replace: true });
    // As any sign-out: the kept reads go (someone else may sign in), the outbox stays.
    queryClient.clear();
    await forgetDeviceQueries();
  }

  return (
    <Alert color="orange" variant="light" role="alert" title={t('signIn.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('signIn.text')}</Text>
        <Button size="compact-sm" onClick={() => void signInAgain()}>
          {t('signIn.action')}
        </Button>
      </Stack>
    </Alert>
  );
}
