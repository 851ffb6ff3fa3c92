import { QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/contract/user.schema';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import type { ApiClient } from '@/lib/api-client';
import { fakeServices } from '@/test/render-with-providers';
import { createLoaders } from './loaders';
// The program loader prefetches the collects through a lazy import, which it does not wait for:
// loaded here first, it resolves from the module cache instead of after the test has ended.
import '@/lib/program/get-program-collects';
import type { RouterDeps } from './router-deps';
import { madeQueryClient } from '@/lib/lazy-query-client';

const admin: User = {
  _id: 'a',
  email: 'a@x.test',
  first_name: 'Ada',
  last_name: 'Admin',
  level: 'SUPER_ADMIN',
  status: 'ACTIVE',
  roles: [],
};
const manager: User = {
  ...admin,
  _id: 'm',
  level: 'REGULAR_USER',
  roles: [{ program_id: 'p2', role: 'PROGRAM_MANAGER' }],
};
const programs = [
  { _id: 'p1', name: 'One', logo: null },
  { _id: 'p2', name: 'Two', logo: null },
];

interface Setup {
  user?: User;
  allowed?: typeof programs;
  signedIn?: boolean;
  cookie?: string | null;
  remembered?: string;
}

function setup({
  user = admin,
  allowed = programs,
  signedIn = true,
  cookie = null,
  remembered,
}: Setup = {}) {
  const answers: Record<string, unknown> = {
    '/api/auth/get_current_user': { user },
    '/api/programs': { programs: allowed },
  };
  const get = async <T>(path: string, schema: ZodMiniType<T>): Promise<T> =>
    schema.parse(answers[path] ?? { collects: [] });
  const api: ApiClient = { ...fakeServices().api, get };
  const stored = new Map<string, string>(
    remembered ? [['rainbow.current-program', remembered]] : [],
  );
  const deps: RouterDeps = {
    services: fakeServices({
      api,
      auth: { ...fakeServices().auth, isSignedIn: () => signedIn },
      queryClient: madeQueryClient(new QueryClient()),
    }),
    i18n: { language: 'en', changeLanguage: async () => undefined },
    loadNamespaces: async () => undefined,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    readCookie: () => cookie,
  };
  return { deps, stored };
}

function args(url: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  const request = new Request(`http://app.test${url}`);
  return { request, url: new URL(request.url), pattern: '', params, context: undefined };
}

/** The Location of a redirect a loader throws. */
async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route loaders', () => {
  it('sends a visitor without a session to /login with where they were going', async () => {
    const { deps } = setup({ signedIn: false });
    const loaders = createLoaders('fr', deps);
    await expect(redirectOf(() => loaders.session(args('/fr/p1/members?x=1')))).resolves.toBe(
      '/fr/login?redirect=%2Ffr%2Fp1%2Fmembers%3Fx%3D1',
    );
  });

  it('opens the first program from the entry', async () => {
    const { deps } = setup();
    await expect(redirectOf(() => createLoaders('en', deps).entry(args('/')))).resolves.toBe(
      '/p1/dashboard',
    );
  });

  it("opens a record's view from its bare link, keeping the grid's view, and the grid without a record", async () => {
    const { deps } = setup();
    const loaders = createLoaders('fr', deps);
    const params = { program_id: 'p1', collect_id: 'c1', record_id: 'r1' };
    await expect(
      redirectOf(() => loaders.recordIndex(args('/fr/p1/collects/c1/record/r1?sort=age', params))),
    ).resolves.toBe('/fr/p1/collects/c1/record/r1/view?sort=age');
    await expect(
      redirectOf(() =>
        loaders.recordIndex(
          args('/fr/p1/collects/c1/record', { program_id: 'p1', collect_id: 'c1' }),
        ),
      ),
    ).resolves.toBe('/fr/p1/collects/c1');
  });

  it('sends a super admin without any program to program creation', async () => {
    const { deps } = setup({ allowed: [] });
    await expect(redirectOf(() => createLoaders('fr', deps).entry(args('/fr')))).resolves.toBe(
      '/fr/admin/create_program',
    );
  });

  it('lets anyone else without a program see the entry page', async () => {
    const { deps } = setup({ user: manager, allowed: [] });
    await expect(createLoaders('en', deps).entry(args('/'))).resolves.toBeNull();
  });

  it('opens French from the entry when French was chosen before', async () => {
    const { deps } = setup({ cookie: 'fr' });
    await expect(redirectOf(() => createLoaders('en', deps).entry(args('/')))).resolves.toBe('/fr');
  });

  it('resolves /dashboard to the program opened last', async () => {
    const { deps } = setup({ remembered: 'p2' });
    await expect(
      redirectOf(() => createLoaders('en', deps).dashboard(args('/dashboard'))),
    ).resolves.toBe('/p2/dashboard');
  });

  it('remembers an opened program and refuses one the user may not see', async () => {
    const { deps, stored } = setup({ user: manager, allowed: [programs[1]!] });
    const loaders = createLoaders('en', deps);
    await loaders.program(args('/p2/dashboard', { program_id: 'p2' }));
    expect(stored.get('rainbow.current-program')).toBe('p2');
    await expect(
      loaders.program(args('/p1/dashboard', { program_id: 'p1' })),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('turns a refused guard into a redirect to the localized /dashboard', async () => {
    const { deps } = setup({ user: manager, allowed: [programs[1]!] });
    const guard = createLoaders('fr', deps).guard({ name: 'super-admin' });
    await expect(redirectOf(() => guard(args('/fr/admin/models')))).resolves.toBe('/fr/dashboard');
  });

  it('lets an allowed user through a guard', async () => {
    const { deps } = setup({ user: manager, allowed: [programs[1]!] });
    const guard = createLoaders('en', deps).guard({ name: 'admin-or-manager' });
    await expect(guard(args('/p2/members', { program_id: 'p2' }))).resolves.toBeNull();
  });

  it('sends a signed-in visitor of /login back where they were heading', async () => {
    const { deps } = setup();
    const loaders = createLoaders('en', deps);
    await expect(
      redirectOf(() => loaders.guestOnly(args('/login?redirect=%2Fp1%2Freport'))),
    ).resolves.toBe('/p1/report');
    await expect(
      redirectOf(() => loaders.guestOnly(args('/login?redirect=https%3A%2F%2Fevil.test'))),
    ).resolves.toBe('/');
  });
});
