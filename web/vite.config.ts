import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { batchedModulePreloads, preloadsNotLoadedYet } from './preload-batches.config.ts';
import { prerenderSignIn } from './prerender.config.ts';
import { pwaPlugins } from './pwa.config.ts';
import { queryAnswersAsTransitions } from './query-transitions.config.ts';
import { signInPreload } from './sign-in-preload.config.ts';
import { SIGNED_IN_CHUNK, signedInModules } from './signed-in-chunk.config.ts';

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
// Left to Rollup, floating-ui shared a chunk with small Mantine modules (DirectionProvider) that
// screens without any popover need, which then downloaded its 15 KB too.
const FLOATING_UI = /[\\/]node_modules[\\/]@floating-ui[\\/]/;
const inSignedInChunk = signedInModules();
const preloads = preloadsNotLoadedYet();

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
  'use-sync-external-store/shim': fileURLToPath(
    new URL('./src/lib/react-compat/use-sync-external-store-shim.ts', import.meta.url),
  ),
};

/**
 * `npm run analyze` (RAINBOW_ANALYZE=1): the modules of each chunk with their rendered size, from
 * which tests/perf/analyze-cli.ts draws the treemap.
 */
function moduleSizes(): Plugin {
  return {
    name: 'rainbow-module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunks),
      });
      // Who imports whom (statically), to answer "why does this screen load that module?".
      const importers: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        importers[id] = [...(this.getModuleInfo(id)?.importers ?? [])];
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/importers.json',
        source: JSON.stringify(importers),
      });
    },
  };
}

const COMPAT = (file: string) =>
  fileURLToPath(new URL(`./src/lib/react-compat/${file}`, import.meta.url));

/**
 * Libraries' modules that the build resolves to the app's own (src/lib/react-compat), each for
 * the importer named:
 * - ScrollArea (in every table, dialog and select) imports one hook from `@floating-ui/react`,
 *   which would bring the whole floating-ui chunk to screens without any popover: it gets an
 *   equivalent (merge-refs.ts). Popovers, tooltips and hover cards keep floating-ui.
 * - `useId` renders each input, select, popover and tooltip a second time as it mounts, to swap in
 *   a random id: it keeps React's (mantine-use-id.ts).
 * - AppShell's header, footer and aside, on every signed-in screen, import react-remove-scroll
 *   (4 KB) for two class names: they get them alone (remove-scroll-class-names.ts). Dialogs and
 *   drawers keep the library.
 * - Table's scroll container, which imports ScrollArea (5 KB) into every screen with a table: it
 *   gets one that scrolls natively (table-scroll-container.tsx).
 */
const SUBSTITUTES: readonly { importer: RegExp; source: RegExp; file: string }[] = [
  {
    importer: /@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    source: /^@floating-ui\/react$/,
    file: COMPAT('merge-refs.ts'),
  },
  {
    importer: /@mantine[\\/]hooks[\\/]esm[\\/]/,
    source: /(^|\/)use-id\/use-id\.mjs$/,
    file: COMPAT('mantine-use-id.ts'),
  },
  {
    importer: /@mantine[\\/]core[\\/].*[\\/]AppShell(Header|Footer|Aside)[\\/]AppShell\1\.mjs$/,
    source: /^react-remove-scroll$/,
    file: COMPAT('remove-scroll-class-names.ts'),
  },
  {
    importer: /@mantine[\\/]core[\\/].*[\\/]Table[\\/]Table\.mjs$/,
    source: /^\.\/TableScrollContainer\.mjs$/,
    file: COMPAT('table-scroll-container.tsx'),
  },
];

function librarySubstitutes(): Plugin {
  return {
    name: 'rainbow-library-substitutes',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const substitute = SUBSTITUTES.find(
        (entry) => entry.importer.test(importer) && entry.source.test(source),
      );
      return substitute?.file ?? null;
    },
  };
}

/**
 * react-router publishes a production build beside its development one but only exports the
 * latter, whose dev warnings (ENABLE_DEV_WARNINGS) would then run in the browser: the build uses
 * the production files. The dev server and the tests keep the warnings.
 */
const REACT_ROUTER = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
const REACT_ROUTER_PRODUCTION = {
  'react-router': path.join(REACT_ROUTER, 'dist/production/index.mjs'),
  'react-router/dom': path.join(REACT_ROUTER, 'dist/production/dom-export.mjs'),
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    queryAnswersAsTransitions(),
    batchedModulePreloads(),
    preloads.plugin,
    ...pwaPlugins(),
    signInPreload(),
    prerenderSignIn({ alias }),
    librarySubstitutes(),
    ...(process.env.RAINBOW_ANALYZE ? [moduleSizes()] : []),
  ],
  resolve: {
    alias: [
      ...(command === 'build'
        ? Object.entries(REACT_ROUTER_PRODUCTION).map(([name, file]) => ({
            find: new RegExp(`^${name}$`),
            replacement: file,
          }))
        : []),
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  // Served from its sources, so that the dev server's queries render as the build's do.
  optimizeDeps: { exclude: ['@tanstack/react-query'] },
  server: {
    port: 5173,
    // `npm start` serves the API behind the Hosting emulator; the dev server borrows it.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    // Hosting serves everything in dist: published maps would hand out the app's source.
    // (The dev server keeps its own maps.)
    sourcemap: false,
    // The bundle budget (tests/perf) follows the import graph recorded here; Hosting ignores dot folders.
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      output: {
        // A chunk holds the modules given to it, not also whatever they import: the signed-in
        // chunk's modules import code the sign-in pages share, which must stay outside it.
        onlyExplicitManualChunks: true,
        // The framework every screen needs changes less often than the app: its own chunk stays
        // cached across releases. Everything else (Mantine's components, dates, dropzone,
        // Firebase Auth) is split by Rollup along the lazy routes that use it, so that a screen
        // downloads only what it shows (issue 15's budget, tests/perf/bundle-budget.test.ts).
        manualChunks(id, meta) {
          if (FRAMEWORK.test(id)) return 'framework';
          if (FLOATING_UI.test(id)) return 'floating-ui';
          if (inSignedInChunk(id, meta)) return SIGNED_IN_CHUNK;
          // Shared by the sign-in page and its lazy emulated-Google dialog: left in the page's
          // chunk, the dialog would import it from there and the manifest would lose the page's
          // name, which the bundle budget weighs /login by.
          return id.includes('IconBrandGoogleFilled') ? 'icon-google' : undefined;
        },
      },
    },
  },
}));
