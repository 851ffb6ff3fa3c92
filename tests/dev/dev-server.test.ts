import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Vite from 'vite';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run dev` (README) serves the app's source through the web workspace's Vite dev server. It
// once answered 500 "Missing field `moduleType`" for every module: the React plugin had resolved
// a second, newer Vite than the workspace's own. This starts the dev server `npm run dev` starts
// (the Vite the web workspace resolves, with its config) and asks it for modules as the browser
// does.

const WEB_ROOT = fileURLToPath(new URL('../../web', import.meta.url));

async function webVite(): Promise<typeof Vite> {
  const require = createRequire(path.join(WEB_ROOT, 'package.json'));
  const packageDir = path.dirname(require.resolve('vite/package.json'));
  const entry = pathToFileURL(path.join(packageDir, 'dist/node/index.js')).href;
  return (await import(entry)) as typeof Vite;
}

describe('the dev server of npm run dev', () => {
  let server: ViteDevServer;

  beforeAll(async () => {
    const { createServer } = await webVite();
    server = await createServer({
      root: WEB_ROOT,
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      // Hot reload on (React Refresh is what broke), without its websocket.
      server: { middlewareMode: true, ws: false },
      appType: 'custom',
      // The pre-bundling of dependencies is the browser's concern, not the transform's.
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it.each(['/src/app/app.tsx', '/src/features/auth/routes/login.tsx'])(
    'serves %s compiled for development, with hot reload',
    async (url) => {
      const result = await server.transformRequest(url);
      expect(result?.code).toContain('jsxDEV');
      expect(result?.code).toContain('$RefreshReg$');
    },
  );
});
