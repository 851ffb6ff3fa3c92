import { build } from 'esbuild';

// Dependencies stay in node_modules (`packages: 'external'`): Cloud Functions installs them from
// package.json at deploy time, and bundling firebase-admin or grpc would break their native and
// dynamic requires.
await build({
  entryPoints: {
    index: 'src/index.ts',
    'seed-cli': 'src/seed/seed-cli.ts',
  },
  outdir: 'lib',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
