import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_REPO_DIR } from '../../emulators/stack/src/paths.js';
import {
  gzipSize,
  kb,
  readManifest,
  routeSources,
  routeWeight,
  weightTable,
} from './bundle-budget.js';
import { treemapHtml, type TreemapLeaf } from './treemap-html.js';

// `npm run analyze`: builds the web app with module sizes, prints each screen's first load and
// writes artefacts/bundle-treemap.html, where every rectangle is a module sized by its share of
// its chunk's gzipped bytes.
const dist = path.join(DEFAULT_REPO_DIR, 'web', 'dist');
execFileSync('npm', ['run', 'build', '-w', 'web'], {
  cwd: DEFAULT_REPO_DIR,
  stdio: 'inherit',
  env: { ...process.env, RAINBOW_ANALYZE: '1' },
});

const manifest = readManifest(dist);
const modules = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite', 'modules.json'), 'utf8'),
) as Record<string, Record<string, number>>;

const leaves: TreemapLeaf[] = Object.entries(modules).flatMap(([file, sizes]) => {
  const rendered = Object.values(sizes).reduce((total, size) => total + size, 0) || 1;
  const gzip = gzipSize(dist, file);
  return Object.entries(sizes)
    .filter(([, size]) => size > 0)
    .map(([id, size]) => ({
      chunk: file,
      module: id.replace(/^.*node_modules[\\/]/, '').replace(DEFAULT_REPO_DIR, ''),
      bytes: Math.round((gzip * size) / rendered),
    }));
});

const weights = routeSources(manifest).map((source) => routeWeight(dist, manifest, source));
const out = path.join(DEFAULT_REPO_DIR, 'artefacts', 'bundle-treemap.html');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, treemapHtml(leaves, weightTable(weights)));
console.log(weightTable(weights));
console.log(`Treemap of ${kb(leaves.reduce((t, l) => t + l.bytes, 0))} gzipped: ${out}`);
