import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientBoundary } from '@/lib/query-client-boundary';
import { DeferredOutboxBannerLink } from '@/features/outbox/components/outbox-frame-items';
import { PageLoader } from '@/components/page-loader';
import { AppBreadcrumb } from '../navigation/app-breadcrumb';
import { DocumentTitle } from '../navigation/document-title';
import { useCrumbContext } from '../navigation/use-crumb-context';
import { OfflineBanner } from '../pwa/offline-banner';
import { AppFooter } from './app-footer';
import { AppHeader } from './header/app-header';
import { NAVIGATION_ID } from './navigation-id';
import { AppSidebar } from './sidebar/app-sidebar';
import { UserLocaleSync } from './user-locale-sync';
import classes from './default-layout.module.css';

/**
 * The signed-in frame: sidebar, header (breadcrumb, search, language, avatar), page, footer.
 * Its screens fetch: TanStack Query's client is made (or found) first.
 */
export function DefaultLayout() {
  return (
    <QueryClientBoundary>
      <DefaultFrame />
    </QueryClientBoundary>
  );
}

/**
 * The tab's title follows the crumbs (program, collect, record), whose data arrive one after the
 * other: alone here, their changes re-render the title, not the frame and the screen in it.
 */
function FrameTitle() {
  return <DocumentTitle context={useCrumbContext()} />;
}

/** Below Mantine's `sm` breakpoint, where the navigation is a drawer (as `smaller-than sm`). */
const PHONE = '(max-width: 47.99375em)';

function DefaultFrame() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Read at the first render: on a phone the drawer's content (its links, their counts and the
  // calls behind them) is rendered once it first opens, and kept for its next slide out and in.
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  const [drawerOpenedOnce, setDrawerOpenedOnce] = useState(false);
  if (opened && !drawerOpenedOnce) setDrawerOpenedOnce(true);
  return (
    <>
      <FrameTitle />
      <UserLocaleSync />
      {/*
        No shell transitions: Mantine's AppShell marks itself "resizing" for their duration after
        it mounts, and the mark's end changed the duration variable every element inherits, a
        restyle of the whole page (100 ms on Lighthouse's slow phone, issue 15). At 0 the mark
        changes nothing; the phone's drawer keeps its slide (default-layout.module.css).
      */}
      <AppShell
        transitionDuration={0}
        classNames={{ navbar: classes.navbar }}
        layout="alt"
        header={{ height: 64 }}
        navbar={{ width: 288, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <AppHeader navigationOpened={opened} onToggleNavigation={toggle} />
        </AppShell.Header>
        <AppShell.Navbar id={NAVIGATION_ID} data-closed={opened ? undefined : true}>
          {phone && !drawerOpenedOnce ? null : <AppSidebar onNavigate={close} />}
        </AppShell.Navbar>
        <AppShell.Main
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
          style={{ display: 'flex', flexDirection: 'column' }}
        >
          {/* Offline, and kept copies shown (issue 16); the outbox's link goes in its aside. */}
          <OfflineBanner aside={<DeferredOutboxBannerLink />} />
          <Box hiddenFrom="sm" mb="md">
            <AppBreadcrumb />
          </Box>
          {/* At least a screen high, so the footer starts below the fold: a screen's cards growing
              out of their placeholders then move nothing the reader sees (layout shift). */}
          <Box
            style={{
              flex: 1,
              minHeight:
                'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-padding))',
            }}
          >
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
          <AppFooter />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
