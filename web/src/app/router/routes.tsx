import type { Locale } from '@shared/contract/locale.schema';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { splitLocale } from '@/lib/i18n/locale-path';
import type { Namespace } from '@/lib/i18n/namespaces';
import { AuthLayout } from '../layouts/auth-layout';
import { RootFrame } from '../layouts/root-frame';
import { BootScreen } from '../layouts/boot-screen';
import { RouteErrorPage } from '@/features/errors/components/route-error-page';
import { applyGuards } from './apply-guards';
import { applyNamespaces } from './apply-namespaces';
import { importOrReload, lazyPage } from './lazy-page';
import { createLoaders, type Loaders } from './loaders';
import type { RouterDeps } from './router-deps';
import { adminRoutes, usersRolesPage } from './admin-routes';
import { crumb, SUPER_ADMIN } from './route-helpers';

// Layouts other than the sign-in pages' own load with their first screen, not with /login.
const emptyLayout = lazyPage(() =>
  import('../layouts/empty-layout').then((module) => ({ default: module.EmptyLayout })),
);

function publicRoutes(loaders: Loaders): RouteObject[] {
  return [
    {
      element: <AuthLayout />,
      handle: { namespaces: ['auth'] },
      children: [
        {
          path: 'login',
          handle: { title: 'auth:login.title' },
          loader: loaders.guestOnly,
          lazy: lazyPage(() => import('@/features/auth/routes/login')),
        },
        {
          path: 'forgot_pwd',
          handle: { title: 'auth:forgotPassword.title' },
          lazy: lazyPage(() => import('@/features/auth/routes/forgot-password')),
        },
        {
          path: 'registration/:id?',
          handle: { title: 'auth:registration.title' },
          lazy: lazyPage(() => import('@/features/auth/routes/registration')),
        },
      ],
    },
    {
      lazy: emptyLayout,
      children: [
        {
          path: 'conditions_of_use',
          handle: { title: 'legal:terms.title', namespaces: ['legal'] },
          lazy: lazyPage(() => import('@/features/legal/routes/conditions-of-use')),
        },
        {
          path: 'privacy_policy',
          handle: { title: 'legal:privacy.title', namespaces: ['legal'] },
          lazy: lazyPage(() => import('@/features/legal/routes/privacy-policy')),
        },
        {
          path: '*',
          handle: { title: 'errors:notFound.title' },
          lazy: lazyPage(() => import('@/features/errors/routes/not-found')),
        },
      ],
    },
  ];
}

/**
 * The signed-in frame's own words beyond the boot ones (the program menu, the search box), loaded
 * with its route: else the frame suspended as it mounted, and the page loader replaced it until
 * they came (frame-namespaces.test.ts keeps this list complete).
 */
export const FRAME_NAMESPACES: readonly Namespace[] = ['programs', 'search'];

/** The signed-in frame's routes; the programs' screens are patched in (programRoutesPatcher). */
const frameId = (locale: Locale) => `frame-${locale}`;

function protectedRoutes(locale: Locale, loaders: Loaders): RouteObject {
  return {
    loader: loaders.session,
    children: [
      {
        lazy: emptyLayout,
        children: [
          {
            index: true,
            handle: { title: 'programs:noPrograms.title', namespaces: ['programs'] },
            loader: loaders.entry,
            lazy: lazyPage(() => import('@/features/programs/routes/no-programs')),
          },
        ],
      },
      {
        // The signed-in frame (sidebar, header menus, their popovers) is no part of /login's
        // download: it arrives with the first signed-in screen.
        lazy: lazyPage(() =>
          import('../layouts/default-layout').then((module) => ({ default: module.DefaultLayout })),
        ),
        handle: { namespaces: FRAME_NAMESPACES },
        children: [
          {
            id: frameId(locale),
            // Errors below the frame render inside it, sidebar and header still usable.
            errorElement: <RouteErrorPage />,
            children: [
              { path: 'dashboard', loader: loaders.dashboard },
              {
                path: 'search',
                handle: crumb('nav:search', { namespaces: ['search'] }),
                lazy: lazyPage(() => import('@/features/search/routes/search')),
              },
              {
                path: 'users',
                handle: crumb('nav:adminUsersRoles', {
                  guard: SUPER_ADMIN,
                  namespaces: ['adminUsers'],
                }),
                lazy: usersRolesPage,
              },
              {
                // One's own details; `/users` is the system's users list (SPEC §2).
                path: 'profile',
                handle: crumb('nav:profile', { namespaces: ['profile'] }),
                lazy: lazyPage(() => import('@/features/profile/routes/profile')),
              },
              {
                // Issue 16: what this device saved without a connection, and what became of it.
                path: 'outbox',
                handle: crumb('nav:outbox', { namespaces: ['outbox', 'fields'] }),
                lazy: lazyPage(() => import('@/features/outbox/routes/outbox-page')),
              },
              adminRoutes(),
              // `/:program_id/…` (most of the app): patched in by programRoutesPatcher.
            ],
          },
        ],
      },
    ],
  };
}

/** One language's whole tree: English at `/`, French under `/fr` (SPEC §2). */
export function localeRoutes(locale: Locale, deps: RouterDeps): RouteObject {
  const loaders = createLoaders(locale, deps);
  return {
    id: `root-${locale}`,
    path: locale === 'en' ? '/' : `/${locale}`,
    loader: loaders.locale,
    element: <RootFrame />,
    errorElement: <RouteErrorPage fullPage />,
    hydrateFallbackElement: <BootScreen />,
    children: withLoaders([...publicRoutes(loaders), protectedRoutes(locale, loaders)], {
      locale,
      loaders,
      deps,
    }),
  };
}

/** Each route's guard and translation catalogues, as loaders (apply-guards, apply-namespaces). */
function withLoaders(
  routes: RouteObject[],
  { locale, loaders, deps }: { locale: Locale; loaders: Loaders; deps: RouterDeps },
): RouteObject[] {
  return applyNamespaces(applyGuards(routes, loaders.guard), (namespaces) =>
    deps.loadNamespaces(locale, namespaces),
  );
}

/**
 * The programs' routes (collects, records, members, reports… most of the route table) are no
 * part of /login's download (issue 15): the router asks for them on the first navigation it
 * cannot match otherwise (React Router's `patchRoutesOnNavigation`, also asked when only the
 * not-found page's `*` matched), and they join the signed-in frame of that navigation's language.
 * The other language's frame gets them on its own first navigation: each patch has React Router
 * flatten and rank the whole table again, which on a signed-in first load was a task of its own
 * (about 35 ms here, four times that on Lighthouse's slow phone) when both languages took them.
 */
export function programRoutesPatcher(deps: RouterDeps): PatchRoutesOnNavigationFunction {
  const patched = new Set<Locale>();
  return async ({ path, patch, signal }) => {
    const { locale } = splitLocale(path);
    if (patched.has(locale)) return;
    const { programRoutes } = await importOrReload(() => import('./program-routes'));
    // A navigation given up meanwhile ignores its patch: the next one brings them.
    if (patched.has(locale) || signal.aborted) return;
    const loaders = createLoaders(locale, deps);
    patch(frameId(locale), withLoaders([programRoutes(loaders)], { locale, loaders, deps }));
    patched.add(locale);
  };
}
