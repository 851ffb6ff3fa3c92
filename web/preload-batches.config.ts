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
