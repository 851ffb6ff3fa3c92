import { createBrowserRouter } from 'react-router';
import type { RouterDeps } from './router-deps';
import { localeRoutes, programRoutesPatcher } from './routes';

export function createAppRouter(deps: RouterDeps) {
  return createBrowserRouter([localeRoutes('en', deps), localeRoutes('fr', deps)], {
    patchRoutesOnNavigation: programRoutesPatcher(deps),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
