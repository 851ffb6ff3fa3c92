import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Logo } from '@/components/logo';
import { localizePath, splitLocale } from '@/lib/i18n/locale-path';
import { useServices } from '@/lib/services';
import { describeRouteError } from '../utils/describe-route-error';
import { ErrorPageBoundary } from './error-page-boundary';
import { NotFoundContent } from './not-found-content';

function GenericError({ kind, status }: ReturnType<typeof describeRouteError>) {
  const { t } = useTranslation('errors');
  // The router may be the broken part: plain links and a real reload.
  const home = localizePath('/', splitLocale(window.location.pathname).locale);
  const detail =
    kind === 'network'
      ? t('generic.network')
      : kind === 'unknownMiddleware'
        ? t('generic.unknownMiddleware')
        : kind === 'chunk'
          ? t('generic.chunk')
          : t('generic.description');
  return (
    <Stack align="center" ta="center" gap="md" py={64}>
      {status !== null && (
        <Text c="dimmed" fw={700} fz="xl">
          {status}
        </Text>
      )}
      <Title order={1}>{t('generic.title')}</Title>
      <Text c="dimmed" size="lg" maw={480}>
        {detail}
      </Text>
      <Stack gap="xs" mt="sm" align="center">
        <Button
          leftSection={<IconRefresh size={18} />}
          onClick={() => window.location.reload()}
          variant="light"
        >
          {t('generic.retry')}
        </Button>
        <Button component="a" href={home} variant="subtle" leftSection={<IconHome size={18} />}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Stack>
  );
}

function RouteErrorContent() {
  const error = useRouteError();
  const { reporter } = useServices();
  const info = describeRouteError(error);

  useEffect(() => {
    if (info.kind !== 'notFound') reporter.report(error, { kind: info.kind });
  }, [error, info.kind, reporter]);

  return info.kind === 'notFound' ? <NotFoundContent /> : <GenericError {...info} />;
}

/** The route `errorElement`: SPEC §8's 404 or "An error occurred". */
export function RouteErrorPage({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <ErrorPageBoundary>
      {fullPage ? (
        <Container size="sm" py="xl">
          <Center>
            <Logo />
          </Center>
          <RouteErrorContent />
        </Container>
      ) : (
        <RouteErrorContent />
      )}
    </ErrorPageBoundary>
  );
}
