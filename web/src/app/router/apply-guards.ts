import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import type { GuardSpec } from '../guards/guards';
import { isRouteHandle } from '../navigation/route-handle';

type GuardLoader = (guard: GuardSpec) => (args: LoaderFunctionArgs) => Promise<null>;

function guardedLoader(route: RouteObject, guardLoader: GuardLoader): LoaderFunction | undefined {
  const guard = isRouteHandle(route.handle) ? route.handle.guard : undefined;
  if (!guard) return typeof route.loader === 'function' ? route.loader : undefined;
  const check = guardLoader(guard);
  const own = typeof route.loader === 'function' ? route.loader : undefined;
  return async (args) => {
    await check(args);
    return own ? own(args) : null;
  };
}

/**
 * Routes declare their guard in `handle.guard`; this turns each declaration into a loader that
 * runs before the route's own loader (if any), so that a refused user never sees the screen.
 * Child routes are guarded by their own declaration and their parents' (parents' loaders run too).
 */
export function applyGuards(routes: RouteObject[], guardLoader: GuardLoader): RouteObject[] {
  return routes.map((route) => {
    const loader = guardedLoader(route, guardLoader);
    if (route.index) return { ...route, loader };
    const children = route.children && applyGuards(route.children, guardLoader);
    return { ...route, loader, children };
  });
}
