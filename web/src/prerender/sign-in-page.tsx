import type { Locale } from '@shared/contract/locale.schema';
import { LOCALES } from '@shared/contract/locales';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ConsentProvider } from '@/features/consent/components/consent-provider';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { LocalizedMantineProvider } from '@/app/localized-mantine-provider';
import { cssVariablesResolver } from '@/app/theme';
import { PAGE_TITLE_TEMPLATE } from '@/config/constants';
import ForgotPasswordPage from '@/features/auth/routes/forgot-password';
import LoginPage from '@/features/auth/routes/login';
import { createI18n } from '@/lib/i18n/create-i18n';
import { localizePath } from '@/lib/i18n/locale-path';
import { BOOT_NAMESPACES } from '@/lib/i18n/namespaces';
import { ServicesProvider, type Services } from '@/lib/services';
import type { PrerenderedPage } from './prerendered-html';

/**
 * A static render calls no service (they act in events and effects): each is a stand-in that
 * says so if it ever is called.
 */
function absentServices(): Services {
  const absent = (name: string) =>
    new Proxy(
      {},
      {
        get: (_target, key) =>
          key === 'then'
            ? undefined
            : () => {
                throw new Error(`${name}.${String(key)} is not available in a prerendered page`);
              },
      },
    );
  return {
    config: absent('config'),
    api: absent('api'),
    auth: absent('auth'),
    recaptcha: null,
    reporter: absent('reporter'),
    queryClient: absent('queryClient'),
  } as unknown as Services;
}

/** The sign-in screens a first visit opens most (app/bootstrap.tsx starts their code early too). */
export const PRERENDERED_PAGES = {
  login: { Page: LoginPage, title: 'auth:login.title' },
  forgot_pwd: { Page: ForgotPasswordPage, title: 'auth:forgotPassword.title' },
} as const;

export type PrerenderedPageName = keyof typeof PRERENDERED_PAGES;

/**
 * A sign-in page as the app renders it, in `locale`, for `login.html` and its kin
 * (web/prerender.config.ts): the same layout, form and words, rendered at build time so that a
 * first visit paints the page as soon as the HTML and CSS arrive, instead of after the scripts
 * (issue 15).
 */
export async function renderSignInPage(
  name: PrerenderedPageName,
  locale: Locale,
): Promise<PrerenderedPage> {
  const { Page, title } = PRERENDERED_PAGES[name];
  const i18n = await createI18n(locale, [...BOOT_NAMESPACES, 'auth']);
  const path = localizePath(`/${name}`, locale);
  const handler = createStaticHandler([
    {
      path,
      element: <AuthLayout />,
      children: [{ index: true, element: <Page /> }],
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <LocalizedMantineProvider
        i18n={i18n}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <ServicesProvider services={absentServices()}>
          <ConsentProvider read={() => null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ConsentProvider>
        </ServicesProvider>
      </LocalizedMantineProvider>
    </I18nextProvider>,
  );
  return {
    path,
    locale,
    title: PAGE_TITLE_TEMPLATE.replace('%s', i18n.t(title)),
    markup,
  };
}

/** Every prerendered page, in every language. */
export async function renderSignInPages(): Promise<PrerenderedPage[]> {
  const names = Object.keys(PRERENDERED_PAGES) as PrerenderedPageName[];
  return Promise.all(
    names.flatMap((name) => LOCALES.map((locale) => renderSignInPage(name, locale))),
  );
}
