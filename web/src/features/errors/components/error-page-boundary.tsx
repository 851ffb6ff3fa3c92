import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, splitLocale } from '@/lib/i18n/locale-path';

function ErrorPageFailed() {
  const { t } = useTranslation('errors');
  const home = localizePath('/', splitLocale(window.location.pathname).locale);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('errorPage.title')}</Title>
        {/* A plain link: the router itself may be what failed. */}
        <Anchor href={home}>{t('errorPage.home')}</Anchor>
      </Stack>
    </Container>
  );
}

interface State {
  failed: boolean;
}

/** SPEC §8: when the error page itself fails, a last-resort page with a way home. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
