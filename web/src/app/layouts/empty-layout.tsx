import { AppShell, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { QueryClientBoundary } from '@/lib/query-client-boundary';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';
import { DocumentTitle } from '../navigation/document-title';
import { usePlainCrumbContext } from '../navigation/use-plain-crumb-context';
import { AppFooter } from './app-footer';
import { LanguageSwitcher } from './header/language-switcher';
import { HomeLink } from './home-link';

/**
 * Header with the logo, the page, and the footer: legal pages, 404, "no program yet". Its
 * screens fetch: TanStack Query's client is made (or found) first.
 */
export function EmptyLayout() {
  return (
    <QueryClientBoundary>
      <EmptyFrame />
    </QueryClientBoundary>
  );
}

function EmptyFrame() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <DocumentTitle context={usePlainCrumbContext()} />
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <HomeLink>
              <Logo size={30} />
            </HomeLink>
            <LanguageSwitcher />
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Container size="lg" w="100%" style={{ flex: 1 }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
        <Container size="lg" w="100%">
          <AppFooter justify="space-between" />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
