import type { Locale } from '@shared/contract/locale.schema';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { yieldToMain } from '@/lib/yield-to-main';
import type { RouterDeps } from './router-deps';
import { localeRoutes, missingRoutesPatcher, type ProgramRoutes } from './routes';

/**
 * The router, built with the first address's language and, when already loaded, the programs'
 * routes; the rest is patched in when first needed (missingRoutesPatcher).
 *
 * It is React Router's `createBrowserRouter` in two tasks: the router is built in one (its route
 * table flattened and ranked, the address matched), and its first navigation starts in the next
 * (the address matched again, the loaders started). In one task it took 46-52 ms of a profiled
 * dashboard load here, about 200 ms on Lighthouse's slow phone (issue 15). The app renders no
 * router state on a server, so there is no hydration data to pass.
 */
export async function createAppRouter(
  deps: RouterDeps,
  first: { locale: Locale; programRoutes?: ProgramRoutes },
) {
  const router = createRouter({
    history: createBrowserHistory(),
    routes: [localeRoutes(first.locale, deps, first.programRoutes)],
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation: missingRoutesPatcher(deps, first),
  });
  await yieldToMain();
  return router.initialize();
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
