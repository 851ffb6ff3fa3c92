import type { Locale } from '@shared/contract/locale.schema';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
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

/** The signed-in frame's routes, whose id the programs' routes are patched in by. */
const frameId = (locale: Locale) => `frame-${locale}`;

function protectedRoutes(locale: Locale, loaders: Loaders, programs?: RouteObject): RouteObject {
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
              // `/:program_id/…` (most of the app): here or patched in (missingRoutesPatcher).
              ...(programs ? [programs] : []),
            ],
          },
        ],
      },
    ],
  };
}

/** The programs' routes, from `./program-routes` once it is loaded (missingRoutesPatcher). */
export type ProgramRoutes = (loaders: Loaders) => RouteObject;

/**
 * One language's whole tree: English at `/`, French under `/fr` (SPEC §2); with the programs'
 * routes when they are already loaded, else they are patched in when first needed.
 */
export function localeRoutes(
  locale: Locale,
  deps: RouterDeps,
  programRoutes?: ProgramRoutes,
): RouteObject {
  const loaders = createLoaders(locale, deps);
  return {
    id: `root-${locale}`,
    path: locale === 'en' ? '/' : `/${locale}`,
    loader: loaders.locale,
    element: <RootFrame />,
    errorElement: <RouteErrorPage fullPage />,
    hydrateFallbackElement: <BootScreen />,
    children: withLoaders(
      [...publicRoutes(loaders), protectedRoutes(locale, loaders, programRoutes?.(loaders))],
      { locale, loaders, deps },
    ),
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

/** Only the pages not-found's `*` answers: the address belongs to routes not there yet. */
function onlyNotFound(routes: RouteObject[], path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1);
  return !leaf || leaf.route.path === '*';
}

/**
 * The router starts with the first address's language alone, and the programs' routes (collects,
 * records, members, reports… most of the route table) only when that address is no sign-in page:
 * React Router flattens and ranks the whole table as it starts and again on each patch, on a
 * signed-in first load two tasks of 20-30 ms each here, four times that on Lighthouse's slow
 * phone (issue 15), and the programs' routes are no part of /login's download.
 *
 * What is missing comes in on the first navigation that needs it (React Router's
 * `patchRoutesOnNavigation`, asked when no route or only the not-found page's `*` matched): the
 * other language's tree on its first address (a language switch), with the programs' routes when
 * that address is one of theirs; and the programs' routes in a language's signed-in frame.
 */
export function missingRoutesPatcher(
  deps: RouterDeps,
  built: { locale: Locale; programRoutes?: ProgramRoutes },
): PatchRoutesOnNavigationFunction {
  // Each language's tree there is, and whether it has the programs' routes.
  const trees = new Map<Locale, { programs: boolean }>([
    [built.locale, { programs: Boolean(built.programRoutes) }],
  ]);
  const loadProgramRoutes = async () =>
    (await importOrReload(() => import('./program-routes'))).programRoutes;
  return async ({ path, patch, signal }) => {
    const { locale } = splitLocale(path);
    const tree = trees.get(locale);
    if (tree?.programs) return;
    if (!tree) {
      const alone = localeRoutes(locale, deps);
      if (!onlyNotFound([alone], path)) {
        patch(null, [alone]);
        trees.set(locale, { programs: false });
        return;
      }
      const programRoutes = await loadProgramRoutes();
      // A navigation given up meanwhile ignores its patch: the next one brings them.
      if (trees.has(locale) || signal.aborted) return;
      patch(null, [localeRoutes(locale, deps, programRoutes)]);
      trees.set(locale, { programs: true });
      return;
    }
    const programRoutes = await loadProgramRoutes();
    if (tree.programs || signal.aborted) return;
    const loaders = createLoaders(locale, deps);
    patch(frameId(locale), withLoaders([programRoutes(loaders)], { locale, loaders, deps }));
    tree.programs = true;
  };
}
