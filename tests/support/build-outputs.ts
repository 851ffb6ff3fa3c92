import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface BuildTarget {
  workspace: string;
  output: string;
  sources: string[];
}

const TARGETS: BuildTarget[] = [
  { workspace: 'emulators/firestore', output: 'dist/cli.js', sources: ['src'] },
  { workspace: 'functions', output: 'lib/seed-cli.js', sources: ['src', 'build.mjs'] },
  {
    workspace: 'web',
    output: 'dist/index.html',
    sources: [
      'src',
      'public',
      'index.html',
      'vite.config.ts',
      'pwa.config.ts',
      '../functions/src/shared',
    ],
  },
];

/**
 * The black-box tests run what `npm run build` produced. A workspace whose output is missing or
 * older than its sources is rebuilt here, so `npm test` never tests stale code.
 */
export function buildWhatIsStale(root: string): void {
  for (const target of TARGETS) {
    const dir = path.join(root, target.workspace);
    const output = mtime(path.join(dir, target.output));
    const newest = Math.max(...target.sources.map((source) => newestMtime(path.join(dir, source))));
    if (output !== undefined && output >= newest) continue;
    console.log(`[tests] building ${target.workspace} (${output ? 'stale' : 'missing'} output)`);
    execFileSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
      env: buildEnv(),
    });
  }
}

/**
 * The environment of `npm run build` from a shell: vitest sets NODE_ENV=test, with which Vite
 * would bundle React's development build (60 KB more on every page) and test that instead.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

function mtime(file: string): number | undefined {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : undefined;
}

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const children = fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name)));
  return Math.max(stat.mtimeMs, ...children);
}
