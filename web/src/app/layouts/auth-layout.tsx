import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo, LogoMark } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';
import { APP_NAME } from '@/config/constants';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useServices } from '@/lib/services';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { DocumentTitle } from '../navigation/document-title';
import { usePlainCrumbContext } from '../navigation/use-plain-crumb-context';
import { prefetchSignedInCode } from '../signed-in-code';
import { AppFooter } from './app-footer';
import { LanguageSwitcher } from './header/language-switcher';
import classes from './auth-layout.module.css';

/** Without a sign of the user (focus, pointer), when the signed-in code is prefetched anyway. */
export const SIGNED_IN_PREFETCH_DELAY_MS = 5000;

/** Sign-in pages: the form on the left, the logo and the legal links on the right (SPEC §2). */
export function AuthLayout() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  // What signing in leads to arrives while the user types (issue 15: no wait after "Sign in"):
  // as soon as the pointer reaches the form or they start filling it, else a few seconds after the
  // page showed. Not at once: fetched while the page was still settling, it pushed Lighthouse's
  // blocking time on /login from about 450 ms to 800-1,600 ms.
  const { queryClient } = useServices();
  const prefetch = useCallback(() => prefetchSignedInCode(queryClient), [queryClient]);
  useIdlePrefetch(prefetch, { delayMs: SIGNED_IN_PREFETCH_DELAY_MS });
  return (
    <div className={classes.root}>
      <DocumentTitle context={usePlainCrumbContext()} />
      <main
        className={classes.content}
        onFocusCapture={() => void prefetch()}
        onPointerEnter={() => void prefetch()}
      >
        <Group justify="space-between">
          <Box hiddenFrom="md">
            <Logo size={30} />
          </Box>
          <Box visibleFrom="md" />
          <LanguageSwitcher />
        </Group>
        <div className={classes.form}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <Box hiddenFrom="md">
          <AppFooter />
        </Box>
      </main>
      <aside className={classes.aside} aria-label={APP_NAME}>
        <div />
        <Stack className={classes.brand} align="center" gap="lg">
          <span className={classes.mark}>
            <LogoMark size={112} />
          </span>
          <Title order={2} c="white" fz={40}>
            {APP_NAME}
          </Title>
          <Text size="lg" maw={380} c="rgba(255,255,255,0.85)">
            {t('auth:tagline')}
          </Text>
        </Stack>
        <Group className={classes.links} justify="center" gap="lg">
          <Text size="sm" c="rgba(255,255,255,0.7)">
            {t('footer.copyright', { year: new Date().getFullYear(), name: APP_NAME })}
          </Text>
          <Anchor component={Link} to={localePath('/conditions_of_use')} size="sm">
            {t('footer.terms')}
          </Anchor>
          <Anchor component={Link} to={localePath('/privacy_policy')} size="sm">
            {t('footer.privacy')}
          </Anchor>
        </Group>
      </aside>
    </div>
  );
}
