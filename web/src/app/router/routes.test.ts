import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServices } from '@/test/render-with-providers';
import { programRoutes } from './program-routes';
import type { RouterDeps } from './router-deps';
import { localeRoutes, missingRoutesPatcher } from './routes';

function deps(): RouterDeps {
  return {
    services: fakeServices(),
    i18n: { language: 'en', changeLanguage: async () => undefined },
    loadNamespaces: async () => undefined,
    storage: { getItem: () => null, setItem: () => undefined },
    readCookie: () => null,
  };
}

interface Patched {
  under: string | null;
  routes: RouteObject[];
}

/** Asks `patcher` for `path` as the router would, and returns what it patched in. */
async function ask(
  patcher: ReturnType<typeof missingRoutesPatcher>,
  path: string,
  signal = new AbortController().signal,
): Promise<Patched[]> {
  const patched: Patched[] = [];
  await patcher({
    path,
    matches: [],
    signal,
    fetcherKey: undefined,
    patch: (under, routes) => patched.push({ under, routes }),
  });
  return patched;
}

/** The path of the route `path` ends on in `routes` (`*` for the not-found page). */
function leafOf(routes: RouteObject[], path: string): string | undefined {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return leaf?.index ? 'index' : leaf?.path;
}

describe('the route table', () => {
  it("starts with the first address's language alone", () => {
    const tree = localeRoutes('en', deps());
    expect(leafOf([tree], '/login')).toBe('login');
    expect(leafOf([tree], '/fr/login')).toBe('*');
    expect(leafOf([tree], '/p1/dashboard')).toBe('*');
    expect(leafOf([localeRoutes('en', deps(), programRoutes)], '/p1/dashboard')).toBe('dashboard');
  });

  it("brings the other language's tree on its first address, without the programs' routes for a sign-in page", async () => {
    const patcher = missingRoutesPatcher(deps(), { locale: 'en' });
    const patched = await ask(patcher, '/fr/login');
    expect(patched.map(({ under, routes }) => [under, routes.map((route) => route.id)])).toEqual([
      [null, ['root-fr']],
    ]);
    const routes = patched[0]?.routes ?? [];
    expect(leafOf(routes, '/fr/login')).toBe('login');
    expect(leafOf(routes, '/fr/p1/members')).toBe('*');
    // Asked again for the same language (its programs' screens): only those join its frame.
    const later = await ask(patcher, '/fr/p1/members');
    expect(later.map(({ under }) => under)).toEqual(['frame-fr']);
    expect(leafOf(later[0]?.routes ?? [], '/p1/members')).toBe('members');
  });

  it("brings the other language's tree with the programs' routes when the address is theirs", async () => {
    const patcher = missingRoutesPatcher(deps(), { locale: 'en', programRoutes });
    const patched = await ask(patcher, '/fr/p1/collects/c1');
    expect(patched.map(({ under }) => under)).toEqual([null]);
    expect(leafOf(patched[0]?.routes ?? [], '/fr/p1/collects/c1')).toBe('index');
    expect(await ask(patcher, '/fr/p1/members')).toEqual([]);
  });

  it("adds the programs' routes to a language's signed-in frame once", async () => {
    const patcher = missingRoutesPatcher(deps(), { locale: 'en' });
    const patched = await ask(patcher, '/p1/dashboard');
    expect(patched.map(({ under }) => under)).toEqual(['frame-en']);
    expect(leafOf(patched[0]?.routes ?? [], '/p1/dashboard')).toBe('dashboard');
    expect(await ask(patcher, '/p1/reports')).toEqual([]);
  });

  it('patches nothing for a router built with all its language needs, or a navigation given up', async () => {
    const built = missingRoutesPatcher(deps(), { locale: 'fr', programRoutes });
    expect(await ask(built, '/fr/p1/dashboard')).toEqual([]);

    const given = new AbortController();
    given.abort();
    const patcher = missingRoutesPatcher(deps(), { locale: 'en' });
    expect(await ask(patcher, '/p1/dashboard', given.signal)).toEqual([]);
    expect(await ask(patcher, '/fr/p1/dashboard', given.signal)).toEqual([]);
    // The next navigation still gets them.
    expect((await ask(patcher, '/p1/dashboard')).map(({ under }) => under)).toEqual(['frame-en']);
  });

  it('takes a visitor from an English page to a French one', async () => {
    const routerDeps = deps();
    const router = createMemoryRouter([localeRoutes('en', routerDeps)], {
      initialEntries: ['/conditions_of_use'],
      patchRoutesOnNavigation: missingRoutesPatcher(routerDeps, { locale: 'en' }),
    });
    await router.navigate('/fr/privacy_policy');
    expect(router.state.location.pathname).toBe('/fr/privacy_policy');
    expect(router.state.matches.map((match) => match.route.id)[0]).toBe('root-fr');
    expect(router.state.matches.at(-1)?.route.path).toBe('privacy_policy');
    // And back: the English tree was there all along.
    await router.navigate('/conditions_of_use');
    expect(router.state.matches.map((match) => match.route.id)[0]).toBe('root-en');
    router.dispose();
  });
});
