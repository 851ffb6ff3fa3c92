import fs from 'node:fs';
import path from 'node:path';

import type { RepoPaths } from './paths.js';

/** What `npm run build` must have produced before a stack can start. */
export function missingBuildOutputs(repo: RepoPaths): string[] {
  const required = [
    repo.firestoreCli,
    repo.functionsEntry,
    repo.seedCli,
    path.join(repo.webDist, 'index.html'),
  ];
  return required
    .filter((file) => !fs.existsSync(file))
    .map((file) => path.relative(repo.root, file));
}
