import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One record of Vite's `build.manifest` (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Issue 15's budget: what a field worker's phone downloads before a screen works, gzipped. */
export const TARGET = {
  loginJs: 170 * 1024,
  routeJs: 250 * 1024,
  css: 40 * 1024,
} as const;

/*
 * Every route meets its budget and the test holds each to it (1 Dec 2026: /login 169.0 KB,
 * signed-in screens 225-248 KB, the records grid 247.6 KB, CSS 29-31 KB). How they got there,
 * from /login's 341 KB and 305-448 KB signed-in screens, is in the README ("Weight and speed"):
 * Firebase Auth and the sign-in form's checks after the page is shown, the contract's schemas
 * with zod mini, plain React state for forms, menus, tooltips, selects, pickers and dialogs
 * after the first screen, a signed-in frame of one file without floating-ui or ScrollArea, and
 * the grid's own row windowing in place of TanStack Virtual (13 KB). Preact's compat layer, which
 * takes 59 KB off every first load, was measured and dropped: without React's time slicing the
 * loads the issue times got slower (README, "Preact, measured").
 */
function jsBudget(source: string): number {
  return source === LOGIN_SOURCE ? TARGET.loginJs : TARGET.routeJs;
}

/** The module whose dynamic import brings Firebase Auth (web/src/lib/auth/auth-service.ts). */
export const AUTH_SDK_SOURCE = 'src/lib/auth/firebase-auth-sdk.ts';
export const LOGIN_SOURCE = 'src/features/auth/routes/login.tsx';
/** The sign-in form's checks and api call (zod, the contract), fetched while the page is idle. */
export const LOGIN_SUBMISSION_SOURCE = 'src/features/auth/api/login-submission.ts';
const ROUTE_SOURCE = /^src\/(features\/[^/]+\/routes|app\/routes)\/[^/]+\.tsx$/;
const DEFAULT_LAYOUT = 'src/app/layouts/default-layout.tsx';
const EMPTY_LAYOUT = 'src/app/layouts/empty-layout.tsx';
/** Screens outside the signed-in frame: the sign-in pages (AuthLayout, in the entry) and these. */
const IN_EMPTY_LAYOUT = /^src\/features\/(legal|errors)\/routes\/|\/no-programs\.tsx$/;
const IN_AUTH_LAYOUT = /^src\/features\/auth\/routes\//;

/**
 * The code every signed-in screen shares beside its frame (src/app/signed-in-code.ts): the
 * session's calls, the query client with the device's kept answers, the guards and the programs'
 * routes. The boot fetches it at any first address that is not a sign-in page, and index.html's
 * preload script asks for its files (bundle-budget.test.ts holds the two lists together).
 */
export const SIGNED_IN_CODE_SOURCES = [
  'src/lib/session/get-current-user.ts',
  'src/lib/session/get-programs.ts',
  'src/lib/offline/device-query-client.ts',
  'src/app/guards/guards.ts',
  'src/app/router/program-routes.tsx',
] as const;

/**
 * What a screen's first load takes beside the entry and the screen: its lazy layout
 * (app/router/routes.tsx), and in the signed-in frame the code every signed-in screen shares.
 */
function besideScreen(source: string): string[] {
  if (IN_AUTH_LAYOUT.test(source)) return [];
  if (IN_EMPTY_LAYOUT.test(source)) return [EMPTY_LAYOUT];
  return [DEFAULT_LAYOUT, ...SIGNED_IN_CODE_SOURCES];
}

export interface RouteWeight {
  /** The route's screen module, e.g. src/features/auth/routes/login.tsx. */
  source: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  cssGzip: number;
  /** What the route may weigh at first load (TARGET). */
  budget: { js: number; css: number };
  /**
   * Sign-in pages only: what the browser fetches once the page is shown, while the user types
   * (Firebase Auth, and on /login the form's checks and api call): needed by the submission,
   * not by the page (web/src/lib/auth/auth-service.ts, login-form.tsx).
   */
  whileTypingGzip?: number;
}

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Every chunk loaded with `keys`: themselves and, transitively, their static imports. */
export function staticClosure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no ${key}`);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return chunks;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry');
  return entry[0];
}

const WEB_SRC = fileURLToPath(new URL('../../web/src', import.meta.url));

/** The route modules on disk (src/…/routes/*.tsx, tests aside), relative to web/. */
function routeFiles(srcDir: string): string[] {
  const dirs = [
    'app/routes',
    ...fs.readdirSync(path.join(srcDir, 'features')).map((f) => `features/${f}/routes`),
  ];
  return dirs.flatMap((dir) => {
    const full = path.join(srcDir, dir);
    if (!fs.existsSync(full)) return [];
    return fs
      .readdirSync(full)
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => `src/${dir}/${file}`);
  });
}

/**
 * The manifest key of a lazily loaded module's chunk: its source, or, when a lazy part of the
 * screen (a modal) imports from the screen's chunk, the one dynamic entry named after the module:
 * Rollup then gives that chunk no facade and Vite's manifest keys it `_name-hash.js`.
 */
export function chunkKey(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]?.isDynamicEntry) return source;
  const name = path.basename(source, path.extname(source));
  const keys = Object.entries(manifest)
    .filter(([key, chunk]) => key.startsWith('_') && chunk.isDynamicEntry && chunk.name === name)
    .map(([key]) => key);
  if (keys.length > 1) throw new Error(`Several chunks could be ${source}: ${keys.join(', ')}`);
  return keys[0];
}

/** The screens of the router: every lazily loaded route module. */
export function routeSources(manifest: Manifest, srcDir = WEB_SRC): string[] {
  return routeFiles(srcDir)
    .filter((source) => ROUTE_SOURCE.test(source) && chunkKey(manifest, source) !== undefined)
    .sort();
}

/** The chunk every signed-in screen's shared code is in (web/signed-in-chunk.config.ts). */
export const SIGNED_IN_CHUNK = 'signed-in';

/**
 * The manifest key of a module's chunk (chunkKey), or for the signed-in frame's shared modules,
 * which the build puts in one chunk without a facade, that chunk's.
 */
export function keyOf(manifest: Manifest, source: string): string {
  const inFrame = source === DEFAULT_LAYOUT || SIGNED_IN_CODE_SOURCES.some((s) => s === source);
  const key =
    chunkKey(manifest, source) ??
    (inFrame
      ? Object.keys(manifest).find((k) => manifest[k]?.name === SIGNED_IN_CHUNK)
      : undefined);
  if (!key) throw new Error(`The Vite manifest has no chunk for ${source}`);
  return key;
}

const gzipCache = new Map<string, number>();
export function gzipSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
}

/**
 * A route's first load: the entry (index.html's script and what it imports), the route's lazy
 * layout and screen with their imports. Not Firebase Auth: a signed-in screen opens with the ID
 * token the SDK kept on the browser (web/src/lib/auth/kept-session.ts; e2e/session.test.ts holds
 * the SDK back and sees the screen), and the SDK loads once the screen is shown; the sign-in pages
 * show without it too, and fetch it while the user types (`whileTypingGzip`).
 */
export function routeWeight(dist: string, manifest: Manifest, source: string): RouteWeight {
  const screen = keyOf(manifest, source);
  const signInPage = IN_AUTH_LAYOUT.test(source);
  const chunks = staticClosure(manifest, [
    entryKey(manifest),
    ...besideScreen(source).map((module) => keyOf(manifest, module)),
    screen,
  ]);
  const codeFiles = [...new Set(chunks.map((chunk) => chunk.file))].filter((f) =>
    f.endsWith('.js'),
  );
  const jsFiles = [
    ...codeFiles,
    ...catalogueFiles(dist, manifest, codeFiles, manifest[screen]?.file, [
      ...handleNamespaces(source),
      ...besideScreen(source).flatMap((module) => handleNamespaces(module)),
    ]),
  ];
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(dist, file), 0);
  const whileTyping = signInPage
    ? staticClosure(manifest, [
        keyOf(manifest, AUTH_SDK_SOURCE),
        ...(source === LOGIN_SOURCE ? [keyOf(manifest, LOGIN_SUBMISSION_SOURCE)] : []),
      ])
        .map((chunk) => chunk.file)
        .filter((file, index, all) => all.indexOf(file) === index && !codeFiles.includes(file))
    : [];
  return {
    source,
    jsFiles,
    cssFiles,
    ...(signInPage && { whileTypingGzip: sum(whileTyping) }),
    jsGzip: sum(jsFiles),
    cssGzip: sum(cssFiles),
    budget: { js: jsBudget(source), css: TARGET.css },
  };
}

/** The route tables whose handles name the namespaces a route's loader fetches (app/router). */
const ROUTE_TABLE_FILES = ['routes.tsx', 'program-routes.tsx', 'admin-routes.tsx'];

/** Where the bracket that `open` opens is closed (comments stripped: see handleNamespaces). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if ('{[('.includes(text[i]!)) depth += 1;
    else if ('}])'.includes(text[i]!) && --depth === 0) return i;
  }
  return text.length;
}

/** The positions of the braces that enclose `at`, innermost first. */
function enclosingBraces(text: string, at: number): number[] {
  const braces: number[] = [];
  for (let i = at; i >= 0; i -= 1) if (text[i] === '{' && closing(text, i) > at) braces.push(i);
  return braces;
}

/** A route object's own text: its nested routes (`children: […]`) left out. */
function ownText(text: string, open: number): string {
  const end = closing(text, open);
  let own = '';
  let i = open + 1;
  for (let match; (match = /children:\s*\[/.exec(text.slice(i, end)));) {
    const start = i + match.index;
    own += text.slice(i, start);
    i = closing(text, start + match[0].length - 1) + 1;
  }
  return own + text.slice(i, end);
}

/**
 * The namespaces the route tables' handles name for a screen (its route and the routes above it,
 * in one file; the signed-in frame's for every screen inside it): what the router's loaders fetch
 * whether or not the screen's code asks for them (app/router/apply-namespaces.ts).
 */
export function handleNamespaces(source: string, srcDir = WEB_SRC): string[] {
  const module = source.replace(/^src\//, '').replace(/\.tsx?$/, '');
  // From the route tables: `@/features/…`, or `../layouts/…` for the app's own.
  const specifiers = [`'@/${module}'`, `'../${module.replace(/^app\//, '')}'`];
  const found = new Set<string>();
  for (const file of ROUTE_TABLE_FILES) {
    // Without comments, whose brackets ("(issue 13)", "1)") would throw the matching off.
    const text = fs
      .readFileSync(path.join(srcDir, 'app/router', file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const constants = new Map(
      [...text.matchAll(/const (\w+)(?::[^=]*)? = \[([^\]]*)\]/g)].map((m) => [m[1]!, m[2]!]),
    );
    const at = Math.max(...specifiers.map((specifier) => text.indexOf(`import(${specifier})`)));
    if (at < 0) continue;
    // A screen kept in a constant (`const modelsPage = lazyPage(() => import(…))`) is placed by name.
    const name = new RegExp(`const (\\w+) = lazyPage\\([^;]*$`).exec(text.slice(0, at))?.[1];
    const places = name
      ? [...text.matchAll(new RegExp(`lazy: ${name}\\b`, 'g'))].map((m) => m.index)
      : [at];
    for (const place of places) {
      for (const brace of enclosingBraces(text, place)) {
        const own = ownText(text, brace);
        for (const m of own.matchAll(/namespaces:\s*(?:\[([^\]]*)\]|(\w+))/g)) {
          const list = m[1] ?? constants.get(m[2]!) ?? '';
          for (const n of list.matchAll(/'([\w-]+)'/g)) found.add(n[1]!);
        }
      }
    }
  }
  return [...found];
}

/** The lazily loaded route tables (src/app/router), whose handles name each screen's namespaces. */
const ROUTE_TABLES = ['src/app/router/program-routes.tsx'];

/** The namespaces the entry loads before the first screen (web/src/lib/i18n/namespaces.ts). */
const BOOT_NAMESPACES = ['common', 'errors', 'nav'];
const CATALOGUE = /^src\/locales\/en\/([a-z-]+)\.json$/;

/**
 * Whether minified code asks for a namespace: a key in it (`t("records:title")`), the namespace
 * alone as a call's argument (`useTranslation("records")`, whatever the minifier named it) or in
 * an array (`useTranslation(["sheets", "imports"])`, a handle's `namespaces`). The sidebar's
 * items, whose ids are namespaces' names (`item("members", "nav:members", …)`), do not count: on
 * 29 Nov 2026 they made the dashboard's first load 11.9 KB of catalogues heavier than the one
 * Chromium made.
 */
export function usesNamespace(code: string, namespace: string): boolean {
  const name = `"${namespace}"`;
  return (
    code.includes(`"${namespace}:`) ||
    code.includes(`\`${namespace}:`) ||
    // Not a query key's scope (`keys.scope("models")`, lib/query-keys.ts), named like namespaces.
    new RegExp(`(?<!\\.scope)\\(${name}\\)`).test(code) ||
    new RegExp(`[(:]\\[(?:"[\\w-]+",)*${name}(?:,"[\\w-]+")*\\]`).test(code)
  );
}

/**
 * The translation catalogues (one chunk per language and namespace, loaded on demand) of a first
 * load, in English: the boot ones and every namespace the route's own chunks ask for
 * (usesNamespace). It may count a namespace too many (one a dialog of the screen uses).
 */
function catalogueFiles(
  dist: string,
  manifest: Manifest,
  codeFiles: string[],
  screenFile: string | undefined,
  routeNamespaces: readonly string[],
): string[] {
  const entryFiles = new Set(staticClosure(manifest, [entryKey(manifest)]).map((c) => c.file));
  // The app's own modules (keys `src/…`, lazily loaded ones keyed by name, and the screen's chunk
  // whatever its key), not libraries' chunks whose strings could look alike.
  const appFiles = new Set(
    Object.entries(manifest)
      // A lazily loaded module whose chunk a lazy part imports from is keyed by its name (chunkKey).
      .filter(
        ([key, chunk]) => key.startsWith('src/') || (key.startsWith('_') && chunk.isDynamicEntry),
      )
      .map(([, chunk]) => chunk.file),
  );
  if (screenFile) appFiles.add(screenFile);
  // The route tables name every screen's namespaces: they would count them all.
  const routeTables = new Set(
    ROUTE_TABLES.map((source) => manifest[chunkKey(manifest, source) ?? source]?.file),
  );
  const routeCode = codeFiles
    .filter((file) => !entryFiles.has(file) && appFiles.has(file) && !routeTables.has(file))
    .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
  return Object.entries(manifest).flatMap(([key, chunk]) => {
    const file = CATALOGUE.exec(key)?.[1];
    if (!file) return [];
    const namespace = file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    return BOOT_NAMESPACES.includes(namespace) ||
      routeNamespaces.includes(namespace) ||
      usesNamespace(routeCode, namespace)
      ? [chunk.file]
      : [];
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The failures, each naming the route and its size; empty when every route fits. */
export function overBudget(weights: RouteWeight[]): string[] {
  return weights.flatMap((weight) => {
    const problems: string[] = [];
    if (weight.jsGzip > weight.budget.js) {
      problems.push(
        `${weight.source}: ${kb(weight.jsGzip)} of gzipped JavaScript at first load, over its ${kb(weight.budget.js)} budget (${weight.jsFiles.join(', ')})`,
      );
    }
    if (weight.cssGzip > weight.budget.css) {
      problems.push(
        `${weight.source}: ${kb(weight.cssGzip)} of gzipped CSS at first load, over its ${kb(weight.budget.css)} budget`,
      );
    }
    return problems;
  });
}

/** One line per route: its weight against issue 15's target. */
export function weightTable(weights: RouteWeight[]): string {
  return weights
    .map(
      (w) =>
        `${kb(w.jsGzip).padStart(9)} JS (budget ${kb(w.budget.js)}) ${kb(w.cssGzip).padStart(8)} CSS  ${w.source}` +
        (w.whileTypingGzip === undefined
          ? ''
          : ` (+ ${kb(w.whileTypingGzip)} while the user types)`),
    )
    .join('\n');
}
