import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';
const LOOKUP = 'document.querySelector(`link[href=';
// Through the app's `@` alias (vite.config.ts).
const QUEUE = '@/lib/preload-queue';

/**
 * When a screen's chunk is imported, Vite's helper adds a `<link rel=modulepreload>` for each of
 * its static imports that is not there yet, all in one task: 23 links for the dashboard, 42 for
 * the records grid, about 1 ms each here and four times that on Lighthouse's slow phone, where a
 * task over 50 ms blocks. The helper is rewritten so that it adds a screen's script preloads a
 * few per task (src/lib/preload-queue.ts); style sheets are still added at once, since the helper
 * waits for them before the screen renders. The scripts' requests start within a few
 * milliseconds all the same, long before the browser would find those imports by itself.
 *
 * Before adding one, the helper looks for a link to the same file with an attribute selector
 * over the whole document: 41 looks through the grid's rows and cells when its screen loads,
 * 16.7 ms here. Every preload and style sheet link is in `<head>` (index.html's, its preload
 * script's, this helper's), so it looks there only.
 */
export function rewritePreloadHelper(code: string): string {
  const once = (text: string, purpose: string) => {
    const calls = code.split(text).length - 1;
    if (calls !== 1) {
      throw new Error(
        `Vite's preload helper: expected one "${text}" to ${purpose}, found ${calls}`,
      );
    }
  };
  once(APPEND, 'queue script preloads');
  once(LOOKUP, "look for a file's link in <head> only");
  return (
    `import { queuePreload as __rainbowQueuePreload } from ${JSON.stringify(QUEUE)};\n` +
    code
      .replace(
        APPEND,
        'if (isCss) document.head.appendChild(link); else __rainbowQueuePreload(link);',
      )
      .replace(LOOKUP, 'document.head.querySelector(`link[href=')
  );
}

export function batchedModulePreloads(): Plugin {
  return {
    name: 'rainbow-batched-module-preloads',
    apply: 'build',
    transform(code, id) {
      if (id !== HELPER_ID) return null;
      return { code: rewritePreloadHelper(code), map: null };
    },
  };
}

/** Each chunk of the build with the chunks it imports statically. */
export type ChunkGraph = ReadonlyMap<string, readonly string[]>;

/** A chunk and every chunk it imports statically, near or far: all evaluated once it runs. */
export function loadedWith(graph: ChunkGraph, chunk: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of graph.get(file) ?? []) visit(imported);
  };
  visit(chunk);
  return loaded;
}

type ResolveDependencies = (
  file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * Vite lists, for each lazy import, every chunk the imported one needs, including those its
 * importer already imports statically and which are therefore loaded and run: the program
 * dashboard's graphics (50 chunks listed, 6 new), the records grid's dialogs. The helper then
 * looks for a link to each in `<head>` and, finding none (they were imported, not preloaded),
 * adds one: 20 ms of one task here when the dashboard's graphics load, 80 on Lighthouse's slow
 * phone. Only the chunks the importer does not bring are kept; style sheets are left to Vite.
 *
 * `resolveDependencies` reads the build's chunk graph, which the plugin records as the bundle is
 * written, before Vite's import analysis asks (a plain `generateBundle` hook, after `pre` ones).
 */
export function preloadsNotLoadedYet(): {
  plugin: Plugin;
  resolveDependencies: ResolveDependencies;
} {
  let graph: ChunkGraph | undefined;
  return {
    plugin: {
      name: 'rainbow-preloads-not-loaded-yet',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          graph = new Map(
            Object.values(bundle).flatMap((output) =>
              output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [],
            ),
          );
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType === 'html') return deps;
      if (!graph) {
        throw new Error(
          'rainbow-preloads-not-loaded-yet: Vite asked for preloads before the chunk graph was recorded',
        );
      }
      const loaded = loadedWith(graph, hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
