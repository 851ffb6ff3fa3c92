/**
 * `npm run dev`: Vite's dev server, run with the Vite that @vitejs/plugin-react resolves.
 *
 * The repository holds two Vites: the web workspace builds with Vite 7 (rollup: the bundle
 * budget of tests/perf was tuned on its chunks), while vitest brings Vite 8, which npm hoists, so
 * the React plugin imports Vite 8 and takes its rolldown-only code path. A Vite 7 dev server with
 * that plugin answered 500 "Missing field `moduleType`" for every module; the plugin's own Vite
 * serves them. One Vite for both needs the build on Vite 8 first (its chunks weigh /login at 186
 * KB, over the 170 KB budget). tests/dev/dev-server.test.ts starts the server this way.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The folder of the Vite package that @vitejs/plugin-react imports. */
export function pluginViteDir() {
  const fromWeb = createRequire(new URL('../package.json', import.meta.url));
  const fromPlugin = createRequire(fromWeb.resolve('@vitejs/plugin-react'));
  return path.dirname(fromPlugin.resolve('vite/package.json'));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const bin = path.join(pluginViteDir(), 'bin', 'vite.js');
  const child = spawn(process.execPath, [bin, ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}
