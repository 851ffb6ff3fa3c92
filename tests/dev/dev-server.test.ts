import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Vite from 'vite';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run dev` (README) serves the app's source through Vite's dev server. It once answered 500
// "Missing field `moduleType`" for every module: the dev server's Vite was not the one the React
// plugin had resolved. This starts the server as web/scripts/dev-server.mjs does (the plugin's
// Vite, the web config) and asks it for modules as the browser does.

const WEB_ROOT = fileURLToPath(new URL('../../web', import.meta.url));

async function devServerVite(): Promise<typeof Vite> {
  const script = pathToFileURL(path.join(WEB_ROOT, 'scripts/dev-server.mjs')).href;
  const { pluginViteDir } = (await import(script)) as { pluginViteDir: () => string };
  const entry = pathToFileURL(path.join(pluginViteDir(), 'dist/node/index.js')).href;
  return (await import(entry)) as typeof Vite;
}

describe('the dev server of npm run dev', () => {
  let server: ViteDevServer;

  beforeAll(async () => {
    const { createServer } = await devServerVite();
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

  it('is what the web workspace runs for npm run dev', () => {
    const manifest = JSON.parse(readFileSync(path.join(WEB_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.dev).toBe('node scripts/dev-server.mjs');
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
