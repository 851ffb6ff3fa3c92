import { Button, Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import type { i18n } from 'i18next';
import { LogoMark } from '@/components/logo';
import { theme } from './theme';

/** Shown when the app cannot even read its configuration (the API is down or unreachable). */
export function StartupError({ i18n }: { i18n: i18n }) {
  const t = i18n.getFixedT(null, 'errors');
  return (
    <MantineProvider theme={theme}>
      <Center h="100vh" p="md">
        <Stack align="center" ta="center" gap="md" maw={440}>
          <LogoMark size={64} />
          <Title order={1} fz="h2">
            {t('startup.title')}
          </Title>
          <Text c="dimmed">{t('startup.description')}</Text>
          <Button onClick={() => window.location.reload()}>{t('generic.retry')}</Button>
        </Stack>
      </Center>
    </MantineProvider>
  );
}
