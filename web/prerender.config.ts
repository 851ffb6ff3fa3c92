import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Plugin, type ResolvedConfig } from 'vite';
import { prerenderedHtml } from './src/prerender/prerendered-html.ts';
import type * as SignInPages from './src/prerender/sign-in-page.tsx';

const ENTRY = 'src/prerender/sign-in-page.tsx';
/** Where the server build of ENTRY goes (not published: Hosting serves `dist` only). */
const SERVER_DIR = 'node_modules/.prerender';
const SERVER_FILE = 'sign-in-page.mjs';

/**
 * `login.html`, `forgot_pwd.html` and their French twins under `fr/` (issue 15): index.html with
 * the sign-in page already in it, rendered by the app's own components at build time. A first visit used to see the boot mark
 * until the scripts had downloaded and run (Lighthouse's slow phone: its largest paint, the legal
 * notice, at about 4 s); the page now paints with the HTML and the CSS. Hosting serves these
 * files for `/login`, `/forgot_pwd` and their French addresses (firebase.json); every other
 * address gets index.html.
 */
export function prerenderSignIn({ alias }: { alias: AliasOptions }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rainbow-prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.resolve(config.root, SERVER_DIR);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        resolve: { alias },
        plugins: [react()],
        build: {
          ssr: ENTRY,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: SERVER_FILE } },
        },
      });
      // A new URL each build: a second build in one process must not get the first one's module.
      const server = (await import(
        `${pathToFileURL(path.join(serverDir, SERVER_FILE)).href}?${Date.now()}`
      )) as typeof SignInPages;
      const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const page of await server.renderSignInPages()) {
        const file = path.join(outDir, `${page.path.slice(1)}.html`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, prerenderedHtml(shell, page));
      }
    },
  };
}
