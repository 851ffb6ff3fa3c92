import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readCookie } from '@/lib/cookies';
import { createApiClient } from '@/lib/api-client';
import { browserLazyAuthDeps, createFirebaseAuthService } from '@/lib/auth/auth-service';
import { createI18n } from '@/lib/i18n/create-i18n';
import { lazyQueryClient } from '@/lib/lazy-query-client';
import { loadNamespaces } from '@/lib/i18n/load-namespaces';
import { BOOT_NAMESPACES } from '@/lib/i18n/namespaces';
import { splitLocale } from '@/lib/i18n/locale-path';
import { INTL_LOCALES } from '@/lib/i18n/locales';
import { loadRuntimeConfigKept } from '@/lib/offline/kept-runtime-config';
import { browserOnlineStore } from '@/lib/offline/online-store';
import { fetchReportingTo } from '@/lib/offline/reporting-fetch';
import type { Services } from '@/lib/services';
import { createErrorReporter } from '@/lib/third-party/error-reporting';
import { loadGoogleScripts } from '@/lib/third-party/google-scripts';
import { recaptchaFromConfig } from '@/lib/third-party/recaptcha';
import { afterFirstScreen, holdUntilFirstScreen } from '@/lib/when-idle';
import { inTaskOfItsOwn, yieldToMain } from '@/lib/yield-to-main';
import { App } from './app';
import { FIRST_SCREEN_AT_MOST_MS, FIRST_SCREEN_QUIET_MS, firstScreenSettled } from './first-screen';
import { createAppRouter, type AppRouter } from './router/create-router';
import { firstNavigation, FIRST_RENDER_WAIT_MS } from './router/first-navigation';
import { SIGN_IN_PAGES } from './sign-in-pages';
import { fetchSignedInCode } from './signed-in-code';
import { StartupError } from './startup-error';
import { createUnauthorizedHandler } from './unauthorized-handler';

/** The sign-in screens a first visit opens most (the router imports the same modules). */
const SIGN_IN_SCREENS: Readonly<Record<string, () => Promise<unknown>>> = {
  '/login': () => import('@/features/auth/routes/login'),
  '/forgot_pwd': () => import('@/features/auth/routes/forgot-password'),
};

/** Builds the app's services from GET /api/config, then renders it. */
export async function bootstrap(container: HTMLElement): Promise<void> {
  // The entry's modules (React, the router, Mantine…) evaluate in one task, the start-up's own
  // work in the next (issue 15: in a profile of the dashboard's load, one task of 82 ms became
  // one of 29 ms and one under 20).
  await yieldToMain();
  const { locale, path: firstPath } = splitLocale(window.location.pathname);
  const signInPage = SIGN_IN_PAGES.test(firstPath);
  const authDeps = browserLazyAuthDeps();
  // A sign-in page's own code starts downloading with the boot's words, not after them.
  const screen = SIGN_IN_SCREENS[firstPath];
  if (screen) screen().catch(() => undefined);
  // Any other first address is most likely one of the programs' screens: the router starts with
  // their routes rather than patching them in on its first navigation (routes.tsx).
  // Their code starts with the contract's schemas, which zod builds as their module loads: asked
  // for first, they evaluate in a task of their own as they arrive, apart from the task that
  // evaluates the rest of the signed-in code (issue 15: 34-40 ms in one profiled task, a third
  // of it the schemas).
  if (!signInPage) import('@shared/contract/user.schema').catch(() => undefined);
  const programRoutes = signInPage
    ? Promise.resolve(undefined)
    : import('./router/program-routes').then(
        (module) => module.programRoutes,
        () => undefined,
      );
  // The words of the first screen and the configuration are fetched side by side.
  const [i18n, loaded] = await Promise.all([
    createI18n(locale, signInPage ? [...BOOT_NAMESPACES, 'auth'] : BOOT_NAMESPACES),
    loadRuntimeConfigKept().then(
      (config) => ({ config }),
      () => null,
    ),
  ]);
  // Made once the downloads above are on their way (React's event listeners: a few ms).
  const root = createRoot(container);
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });

  if (!loaded) {
    root.render(<StartupError i18n={i18n} />);
    return;
  }
  const { config } = loaded;

  const reporter = createErrorReporter(config.errorReportingDsn);
  const auth = createFirebaseAuthService(config, authDeps);
  // Made by the first loader or screen that needs it, not before /login shows (issue 15).
  const queryClient = lazyQueryClient(async () =>
    (await import('@/lib/offline/device-query-client')).createDeviceQueryClient(),
  );
  // The API client needs the router (to leave for /login) and the router's loaders need the
  // client: the handler reads the router once both exist.
  const routerRef: { current?: AppRouter } = {};
  const onUnauthorized = createUnauthorizedHandler({
    auth,
    queryClient,
    getRouter: () => {
      if (!routerRef.current) throw new Error('The router is not ready');
      return routerRef.current;
    },
  });
  const api = createApiClient({
    getToken: () => auth.getToken(),
    onUnauthorized,
    getLanguage: () => i18n.language,
    // The calls a screen starts as it mounts each go out in a task of their own (issue 15).
    fetch: fetchReportingTo(
      browserOnlineStore(),
      inTaskOfItsOwn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
    ),
  });
  const services: Services = {
    config,
    api,
    auth,
    recaptcha: recaptchaFromConfig(config.recaptchaSiteKey),
    reporter,
    queryClient,
  };
  // The router's creation starts its first navigation (matching the address against every route,
  // starting the loaders): tasks of their own, apart from the services' set-up before it and the
  // downloads started after it (issue 15: 50 ms in one piece on Lighthouse's slow phone).
  const firstRoutes = { locale, programRoutes: await programRoutes };
  await yieldToMain();
  const router = await createAppRouter(
    {
      services,
      i18n,
      loadNamespaces: (locale, namespaces) => loadNamespaces(i18n, locale, namespaces),
      storage: window.sessionStorage,
      readCookie: (name) => readCookie(name),
    },
    firstRoutes,
  );
  routerRef.current = router;
  await yieldToMain();
  // Any other first address is most likely a signed-in screen: its shared code is fetched now,
  // beside Firebase Auth, rather than piece after piece as the router asks for it.
  if (!signInPage) {
    fetchSignedInCode(queryClient);
    // The session is restored (Firebase Auth fetched, the account looked up) while the screen's
    // code downloads: the router's session loader, which runs once the route's modules are in,
    // then finds it ready instead of starting it (the grid's calls went out about 0.3 s sooner).
    auth.ready().catch(() => undefined);
    // While the first screen's data are on their way, not while it renders them.
    void import('@/lib/format/formatters')
      .then(({ warmFormats }) => warmFormats(INTL_LOCALES[locale]))
      .catch(() => undefined);
  }
  const isFetching = () => queryClient.peek()?.isFetching() ?? 0;
  const isMutating = () => queryClient.peek()?.isMutating() ?? 0;
  holdUntilFirstScreen(
    firstScreenSettled(
      {
        routerIdle: () => router.state.initialized && router.state.navigation.state === 'idle',
        isFetching,
        isMutating,
      },
      { quietMs: FIRST_SCREEN_QUIET_MS, atMostMs: FIRST_SCREEN_AT_MOST_MS },
    ),
  );
  afterFirstScreen(() => {
    void import('./pwa/start-installed-app')
      .then(({ startInstalledApp }) =>
        startInstalledApp(i18n, { isFetching, isMutating, isSignedIn: () => auth.isSignedIn() }),
      )
      .catch((error: unknown) => reporter.report(error));
    loadGoogleScripts(config.googleClientId).catch((error: unknown) => reporter.report(error));
  });

  // The first page renders at once when its loaders finish soon (a sign-in page: one render, the
  // page itself, instead of the boot screen and then the page); index.html's mark stays meanwhile.
  // Longer loaders (a session being restored) get the boot screen and its loader after that.
  await firstNavigation(router, FIRST_RENDER_WAIT_MS);
  // As a transition, React renders the first screen in slices of a few milliseconds, between
  // which the browser stays responsive, rather than in one task (on /login, a prerendered page it
  // replaces: 400-460 ms of blocking time on Lighthouse's slow phone).
  startTransition(() => root.render(<App services={services} i18n={i18n} router={router} />));
}
