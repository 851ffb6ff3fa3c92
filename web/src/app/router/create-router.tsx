import type { Locale } from '@shared/contract/locale.schema';
import { createBrowserRouter } from 'react-router';
import type { RouterDeps } from './router-deps';
import { localeRoutes, missingRoutesPatcher, type ProgramRoutes } from './routes';

/**
 * The router, built with the first address's language and, when already loaded, the programs'
 * routes; the rest is patched in when first needed (missingRoutesPatcher).
 */
export function createAppRouter(
  deps: RouterDeps,
  first: { locale: Locale; programRoutes?: ProgramRoutes },
) {
  return createBrowserRouter([localeRoutes(first.locale, deps, first.programRoutes)], {
    patchRoutesOnNavigation: missingRoutesPatcher(deps, first),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
