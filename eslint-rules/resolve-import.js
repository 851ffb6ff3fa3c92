// Resolves an import specifier to a file, the way TypeScript does for this repository:
// relative paths (with `.js` written for `.ts`, as functions' ESM imports do) and the `paths`
// aliases of the nearest tsconfig.json (`@/…`, `@shared/…` in web). Packages resolve to null.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.d.ts'];
const tsconfigCache = new Map();

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The directory's nearest tsconfig.json, read once: `{ dir, aliases: [{ prefix, targets }] }`. */
function nearestTsconfig(dir) {
  if (tsconfigCache.has(dir)) return tsconfigCache.get(dir);
  const file = path.join(dir, 'tsconfig.json');
  let found = null;
  if (isFile(file)) {
    const { config } = ts.parseConfigFileTextToJson(file, fs.readFileSync(file, 'utf8'));
    const options = config?.compilerOptions ?? {};
    const base = path.resolve(dir, options.baseUrl ?? '.');
    // Only `prefix/*` patterns are used here; exact aliases would be added the same way.
    const aliases = Object.entries(options.paths ?? {})
      .filter(([pattern]) => pattern.endsWith('/*'))
      .map(([pattern, targets]) => ({
        prefix: pattern.slice(0, -1),
        targets: targets.map((target) => path.resolve(base, target.replace(/\*$/, ''))),
      }));
    found = { dir, aliases };
  } else {
    const parent = path.dirname(dir);
    found = parent === dir ? null : nearestTsconfig(parent);
  }
  tsconfigCache.set(dir, found);
  return found;
}

/** The file a path without (or with a `.js`) extension stands for; the path itself if none. */
function toFile(target) {
  if (isFile(target) && !target.endsWith('.js')) return target;
  const stem = target.replace(/\.(js|jsx|mjs)$/, '');
  for (const extension of EXTENSIONS) {
    if (isFile(stem + extension)) return stem + extension;
  }
  if (isFile(target)) return target;
  for (const extension of EXTENSIONS) {
    const index = path.join(target, `index${extension}`);
    if (isFile(index)) return index;
  }
  return target;
}

/** The absolute file `specifier` names from `fromFile`, or null for a package. */
export function resolveImport(fromFile, specifier) {
  if (specifier.startsWith('.')) return toFile(path.resolve(path.dirname(fromFile), specifier));
  const tsconfig = nearestTsconfig(path.dirname(fromFile));
  for (const alias of tsconfig?.aliases ?? []) {
    if (!specifier.startsWith(alias.prefix)) continue;
    const rest = specifier.slice(alias.prefix.length);
    for (const target of alias.targets) {
      const file = toFile(path.join(target, rest));
      if (isFile(file)) return file;
    }
    return toFile(path.join(alias.targets[0], rest));
  }
  return null;
}
