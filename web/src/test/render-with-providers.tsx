import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { LocalizedMantineProvider } from '@/app/localized-mantine-provider';
import { createI18n } from '@/lib/i18n/create-i18n';
import { madeQueryClient } from '@/lib/lazy-query-client';
import { createQueryClient } from '@/lib/query-client';
import { ServicesProvider, type Services } from '@/lib/services';
import type { Locale } from '@shared/contract/locale.schema';

const noop = () => undefined;

/** Services that do nothing, for components that only need them to exist. */
export function fakeServices(overrides: Partial<Services> = {}): Services {
  return {
    config: {
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      authEmulatorUrl: null,
      recaptchaSiteKey: null,
      tagManagerId: null,
      errorReportingDsn: null,
      googleClientId: null,
    },
    api: {
      request: () => Promise.reject(new Error('no API in this test')),
      get: () => Promise.reject(new Error('no API in this test')),
      post: () => Promise.reject(new Error('no API in this test')),
      put: () => Promise.reject(new Error('no API in this test')),
      delete: () => Promise.reject(new Error('no API in this test')),
    },
    auth: {
      ready: async () => undefined,
      isSignedIn: () => false,
      getToken: async () => null,
      signInWithPassword: async () => undefined,
      googleEmulated: false,
      signInWithGoogle: async () => undefined,
      signInWithEmulatedGoogle: async () => undefined,
      sendPasswordReset: async () => undefined,
      signOut: async () => undefined,
      onChange: () => noop,
    },
    recaptcha: null,
    reporter: { report: noop },
    queryClient: madeQueryClient(createQueryClient()),
    ...overrides,
  };
}

interface Options {
  path?: string;
  /** Routes to render instead of `ui` on every path. */
  routes?: RouteObject[];
  locale?: Locale;
  services?: Services;
}

/** Renders `ui` at `path` inside the app's providers; returns the router to inspect navigation. */
export async function renderWithProviders(ui: ReactNode, options: Options = {}) {
  const i18n = await createI18n(options.locale ?? 'en');
  const services = options.services ?? fakeServices();
  // The app's lazily made client, given here to every screen as the app's frames do.
  const queryClient = await services.queryClient.get();
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], {
    initialEntries: [options.path ?? '/'],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      {/* Mantine's test environment: no transitions, and no hiding of a popover whose target
          floating-ui finds "detached" (jsdom measures everything as 0×0, and under load that
          left the language menu open but display:none in CI). */}
      <LocalizedMantineProvider i18n={i18n} env="test">
        <QueryClientProvider client={queryClient}>
          <ServicesProvider services={services}>
            {/* As in the app (root-frame.tsx), a screen that suspends shows a fallback. */}
            <Suspense fallback={null}>
              <RouterProvider router={router} />
            </Suspense>
          </ServicesProvider>
        </QueryClientProvider>
      </LocalizedMantineProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
