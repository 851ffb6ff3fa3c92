import type { LoaderFunction, RouteObject } from 'react-router';
import type { Namespace } from '@/lib/i18n/namespaces';
import { isRouteHandle } from '../navigation/route-handle';

type LoadNamespaces = (namespaces: readonly Namespace[]) => Promise<unknown>;

function withNamespaces(route: RouteObject, load: LoadNamespaces): LoaderFunction | undefined {
  const own = typeof route.loader === 'function' ? route.loader : undefined;
  const namespaces = isRouteHandle(route.handle) ? route.handle.namespaces : undefined;
  if (!namespaces?.length) return own;
  // Alongside the route's own loader and its lazy module: the words cost no extra round trip.
  return async (args) => {
    const [result] = await Promise.all([own ? own(args) : null, load(namespaces)]);
    return result;
  };
}

/**
 * Routes declare the translation namespaces of their screens in `handle.namespaces`; their loader
 * (guarded or not) also waits for those catalogues, so the screen renders translated at once.
 * A child's declaration adds to its parents' (their loaders run too).
 */
export function applyNamespaces(routes: RouteObject[], load: LoadNamespaces): RouteObject[] {
  return routes.map((route) => {
    const loader = withNamespaces(route, load);
    if (route.index) return { ...route, loader };
    const children = route.children && applyNamespaces(route.children, load);
    return { ...route, loader, children };
  });
}
