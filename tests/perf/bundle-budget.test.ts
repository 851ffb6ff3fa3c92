import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPO_DIR } from '../../emulators/stack/src/paths.js';
import {
  AUTH_SDK_SOURCE,
  entryKey,
  LOGIN_SOURCE,
  LOGIN_SUBMISSION_SOURCE,
  overBudget,
  readManifest,
  routeSources,
  routeWeight,
  staticClosure,
  handleNamespaces,
  keyOf,
  SIGNED_IN_CHUNK,
  SIGNED_IN_CODE_SOURCES,
  TARGET,
  usesNamespace,
  weightTable,
} from './bundle-budget.js';

/** What index.html's preload script asks for at `pathname` (web/sign-in-preload.config.ts). */
function preloadedAt(dist: string, pathname: string): string[] {
  return runPreloadScript(dist, pathname).asked;
}

interface PreloadRun {
  /** Asked for at once, in the script's own task. */
  asked: string[];
  /** Asked for in later tasks, one list per task. */
  later: string[][];
  signedIn: readonly string[] | undefined;
}

function runPreloadScript(dist: string, pathname: string): PreloadRun {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const src = /<script type="module" async src="\/([^"]+)"><\/script>/.exec(html)?.[1];
  if (!src) throw new Error('index.html has no sign-in preload script');
  let asked: string[] = [];
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: {
      append: (link: { rel?: string; href?: string }) => {
        if (link.rel === 'modulepreload' && link.href) asked.push(link.href.replace(/^\//, ''));
      },
    },
  };
  const window: { rainbowSignedInCode?: readonly string[] } = {};
  const tasks: (() => void)[] = [];
  vm.runInNewContext(fs.readFileSync(path.join(dist, src), 'utf8'), {
    document,
    location: { pathname },
    window,
    setTimeout: (task: () => void) => tasks.push(task),
  });
  const first = asked;
  const later = tasks.map((task) => {
    asked = [];
    task();
    return asked;
  });
  return { asked: first, later, signedIn: window.rainbowSignedInCode };
}

// The build global-setup.ts made fresh: what Hosting serves is what is weighed.
const dist = path.join(DEFAULT_REPO_DIR, 'web', 'dist');

describe('bundle budget (issue 15)', () => {
  const manifest = readManifest(dist);
  const weights = routeSources(manifest).map((source) => routeWeight(dist, manifest, source));
  /** The entry's files, and the signed-in frame's files the entry does not bring. */
  const entryFiles = new Set(
    staticClosure(manifest, [entryKey(manifest)]).map((chunk) => chunk.file),
  );
  const FRAME = 'src/app/layouts/default-layout.tsx';
  // In the chunk the signed-in screens' shared code makes (web/signed-in-chunk.config.ts).
  const frameKey = keyOf(manifest, FRAME);
  const frameFiles = staticClosure(manifest, [frameKey])
    .map((chunk) => chunk.file)
    .filter((file) => !entryFiles.has(file));

  it('weighs every screen of the router, /login among them', () => {
    console.log(`[bundle]\n${weightTable(weights)}`);
    expect(weights.map((weight) => weight.source)).toContain(LOGIN_SOURCE);
    expect(weights.length).toBeGreaterThan(10);
  });

  it("counts the catalogues of the signed-in frame's own words in a screen's first load", () => {
    const dashboard = weights.find((weight) => weight.source.endsWith('/program-dashboard.tsx'));
    const catalogue = (namespace: string) => manifest[`src/locales/en/${namespace}.json`]?.file;
    // The program selector's and the header search's words, the dashboard's own.
    for (const namespace of ['programs', 'search', 'dashboard', 'common', 'nav']) {
      expect(dashboard?.jsFiles).toContain(catalogue(namespace));
    }
  });

  it('keeps floating-ui (popovers, selects) and ScrollArea out of the first loads of forms and tables', () => {
    const screens = [
      '/program-dashboard.tsx',
      '/records-grid-page.tsx',
      '/edit-attribution-rule.tsx',
      '/new-record-page.tsx',
      '/members.tsx',
      '/tasks-page.tsx',
    ];
    for (const screen of screens) {
      const weight = weights.find((candidate) => candidate.source.endsWith(screen));
      expect(weight?.jsFiles.length).toBeGreaterThan(0);
      expect(weight?.jsFiles.filter((file) => /floating-ui|ScrollArea/.test(file))).toEqual([]);
    }
  });

  it('keeps every first load within its budget', () => {
    expect(overBudget(weights)).toEqual([]);
  });

  it('holds /login to 170 KB and every other screen, the records grid too, to 250 KB', () => {
    const budgetOf = (screen: string) =>
      weights.find((weight) => weight.source.endsWith(screen))?.budget.js;
    expect(budgetOf('/login.tsx')).toBe(TARGET.loginJs);
    for (const screen of ['/records-grid-page.tsx', '/program-dashboard.tsx', '/not-found.tsx']) {
      expect(budgetOf(screen)).toBe(TARGET.routeJs);
    }
    expect(TARGET).toEqual({ loginJs: 170 * 1024, routeJs: 250 * 1024, css: 40 * 1024 });
  });

  it('leaves Firebase Auth out of the entry: it loads where someone signs in, or once a screen shows', () => {
    const sdk = manifest[AUTH_SDK_SOURCE];
    expect(sdk?.isDynamicEntry).toBe(true);
    expect([...entryFiles]).not.toContain(sdk?.file);
  });

  it("asks for a sign-in page's code and words beside the entry", () => {
    const loginKey = Object.keys(manifest).find((key) => key === LOGIN_SOURCE) ?? '';
    const loginCode = staticClosure(manifest, [loginKey])
      .map((chunk) => chunk.file)
      .filter((file) => !entryFiles.has(file));
    const catalogue = (locale: string, namespace: string) =>
      manifest[`src/locales/${locale}/${namespace}.json`]?.file;
    const words = (locale: string) =>
      ['common', 'errors', 'nav', 'auth'].map((namespace) => catalogue(locale, namespace));

    expect(loginCode).toContain(manifest[LOGIN_SOURCE]?.file);
    expect(new Set(preloadedAt(dist, '/login'))).toEqual(new Set([...loginCode, ...words('en')]));
    expect(new Set(preloadedAt(dist, '/fr/login'))).toEqual(
      new Set([...loginCode, ...words('fr')]),
    );
    expect(preloadedAt(dist, '/forgot_pwd')).toContain(
      manifest['src/features/auth/routes/forgot-password.tsx']?.file,
    );
    expect(runPreloadScript(dist, '/registration')).toMatchObject({ asked: [], later: [] });
  });

  it("asks elsewhere for the signed-in frame's code, a few files per task", () => {
    for (const pathname of ['/', '/p1/dashboard', '/fr/p1/collects/c1', '/login-history']) {
      const run = runPreloadScript(dist, pathname);
      expect(run.asked).toEqual([]);
      expect(run.later.length).toBeGreaterThan(1);
      for (const task of run.later) expect(task.length).toBeLessThanOrEqual(5);
      const files = run.later.flat();
      expect(files).toEqual(expect.arrayContaining(frameFiles));
      expect(files.filter((file) => entryFiles.has(file))).toEqual([]);
      // The dashboard is one screen among others: its own chunk is left to its route.
      expect(files.some((file) => /program-dashboard-/.test(file))).toBe(false);
    }
  });

  it('counts in a signed-in screen the shared code the preload script fetches at its address', () => {
    const shared = staticClosure(
      manifest,
      SIGNED_IN_CODE_SOURCES.map((source) => keyOf(manifest, source)),
    )
      .map((chunk) => chunk.file)
      .filter((file) => !entryFiles.has(file));
    expect(shared.length).toBeGreaterThan(3);
    const fetched = runPreloadScript(dist, '/p1/dashboard').later.flat();
    expect(fetched).toEqual(expect.arrayContaining(shared));
    for (const screen of ['/program-dashboard.tsx', '/search.tsx', '/models-list.tsx']) {
      const weight = weights.find((candidate) => candidate.source.endsWith(screen));
      expect(weight?.jsFiles).toEqual(expect.arrayContaining(shared));
    }
  });

  it("keeps the signed-in screens' shared code in one file, which no page outside them loads", () => {
    const shared = manifest[frameKey];
    expect(shared?.name).toBe(SIGNED_IN_CHUNK);
    // The programs, the query client and the guards. The route table keeps its own file, and the
    // account's call is shared with pages outside the frame (no program, completing a sign-in).
    for (const source of [
      'src/lib/session/get-programs.ts',
      'src/lib/offline/device-query-client.ts',
      'src/app/guards/guards.ts',
    ]) {
      expect(SIGNED_IN_CODE_SOURCES).toContain(source);
      expect(keyOf(manifest, source)).toBe(frameKey);
    }
    const outside = weights.filter((weight) =>
      /\/(auth|legal|errors)\/|no-programs\.tsx$/.test(weight.source),
    );
    expect(outside.length).toBeGreaterThan(5);
    for (const weight of outside) expect(weight.jsFiles).not.toContain(shared?.file);
    const search = weights.find((weight) => weight.source.endsWith('/search.tsx'));
    expect(search?.jsFiles).toContain(shared?.file);
  });

  it('lists for a sign-in page what signing in leads to: the signed-in frame and the dashboard', () => {
    const signedIn = runPreloadScript(dist, '/login').signedIn ?? [];
    expect(signedIn).toEqual(expect.arrayContaining(frameFiles));
    expect(signedIn).toContain(manifest[frameKey]?.file);
    // The dashboard's own chunk, the first screen after signing in.
    expect(signedIn.some((file) => /program-dashboard-/.test(file))).toBe(true);
    expect(signedIn.filter((file) => entryFiles.has(file))).toEqual([]);
  });

  it('shows /login without zod, react-hook-form or Firebase Auth, which load while the user types', () => {
    const login = weights.find((weight) => weight.source === LOGIN_SOURCE);
    const code = (login?.jsFiles ?? []).map((file) =>
      fs.readFileSync(path.join(dist, file), 'utf8'),
    );
    // Names that survive minification: zod's schema classes, react-hook-form's form state.
    expect(code.filter((text) => text.includes('"$ZodObject"'))).toEqual([]);
    expect(code.filter((text) => text.includes('isSubmitSuccessful'))).toEqual([]);
    expect(login?.jsFiles).not.toContain(manifest[AUTH_SDK_SOURCE]?.file);
    expect(manifest[LOGIN_SUBMISSION_SOURCE]?.isDynamicEntry).toBe(true);
    expect(login?.whileTypingGzip).toBeGreaterThan(0);
  });
});

describe('the namespaces a first load counts', () => {
  it("finds the ones minified code asks for, not the sidebar items' ids", () => {
    expect(usesNamespace('const{t}=S("records");', 'records')).toBe(true);
    expect(usesNamespace('x=t("records:title")', 'records')).toBe(true);
    expect(usesNamespace('o(["sheets","imports"])', 'imports')).toBe(true);
    expect(usesNamespace('handle:{namespaces:["collects","fields"]}', 'fields')).toBe(true);
    expect(usesNamespace('r.push(_("members","nav:members",`${e}/members`))', 'members')).toBe(
      false,
    );
    expect(usesNamespace('{id:"collects",icon:"collects"}', 'collects')).toBe(false);
    // A query key's scope (lib/query-keys.ts) is not a namespace either.
    expect(usesNamespace('const z={all:ss.scope("models"),lists:()=>[]}', 'models')).toBe(false);
  });

  it("reads the route tables' handles: the screen's route, the ones above it, the frame's", () => {
    expect(handleNamespaces('src/features/records/routes/records-grid-page.tsx').sort()).toEqual([
      'fields',
      'records',
    ]);
    // A record's edit screen speaks what its parent route (`record/:record_id?`) names.
    expect(handleNamespaces('src/features/records/routes/record-edit-page.tsx').sort()).toEqual([
      'fields',
      'records',
    ]);
    // The dashboard's milestones and actions cards bring their own words, after its first screen.
    expect(handleNamespaces('src/features/dashboard/routes/program-dashboard.tsx').sort()).toEqual([
      'dashboard',
      'reports',
    ]);
    // A collect's screens name theirs, its webhook only its own (program-routes.tsx), and the
    // collects' list alone the collects' words.
    expect(handleNamespaces('src/features/webhooks/routes/collect-webhook.tsx')).toEqual([
      'webhooks',
    ]);
    expect(handleNamespaces('src/features/collects/routes/collects-list.tsx')).toEqual([
      'collects',
    ]);
    // A screen kept in a constant and placed by name (admin-routes.tsx).
    expect(handleNamespaces('src/features/models/routes/models-list.tsx')).toContain('models');
    expect(handleNamespaces('src/app/layouts/default-layout.tsx').sort()).toEqual([
      'programs',
      'search',
    ]);
  });

  it('is not thrown off by a bracket in a comment, and leaves out sibling routes', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'route-tables-'));
    fs.mkdirSync(path.join(src, 'app/router'), { recursive: true });
    for (const file of ['routes.tsx', 'admin-routes.tsx']) {
      fs.writeFileSync(path.join(src, 'app/router', file), 'export {};\n');
    }
    fs.writeFileSync(
      path.join(src, 'app/router/program-routes.tsx'),
      [
        'export const routes = {',
        "  handle: crumb('nav:a', { namespaces: ['collects'] }),",
        '  children: [',
        "    { path: 'x', handle: { namespaces: ['rules'] }, lazy: lazyPage(() => import('@/features/x/routes/x')) },",
        '    {',
        '      // The one the screen is in (see 1) and 2):',
        "      path: 'y', /* ( */ handle: { namespaces: ['records'] },",
        "      lazy: lazyPage(() => import('@/features/y/routes/y')),",
        '    },',
        '  ],',
        '};',
      ].join('\n'),
    );
    expect(handleNamespaces('src/features/y/routes/y.tsx', src).sort()).toEqual([
      'collects',
      'records',
    ]);
  });
});
