import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { ConsentProvider } from '@/features/consent/components/consent-provider';
import { ServicesProvider, type Services } from '@/lib/services';
import type { AppRouter } from './router/create-router';
import { LocalizedMantineProvider } from './localized-mantine-provider';
import { LazyNotifications } from './lazy-notifications';
import { cssVariablesResolver } from './theme';

export interface AppProps {
  services: Services;
  i18n: i18n;
  router: AppRouter;
}

export function App({ services, i18n, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantineProvider
        i18n={i18n}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <LazyNotifications />
        {/* No QueryClientProvider here: the frames and screens that fetch render inside a
            QueryClientBoundary (lib/query-client-boundary.tsx), so /login shows without it. */}
        <ServicesProvider services={services}>
          <ConsentProvider>
            <RouterProvider router={router} />
          </ConsentProvider>
        </ServicesProvider>
      </LocalizedMantineProvider>
    </I18nextProvider>
  );
}
