import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_NAMESPACES } from '@/lib/i18n/namespaces';
import { FRAME_NAMESPACES } from './routes';

// Under jsdom, import.meta.url is not a file URL; the module's folder is still known.
const SRC = path.resolve(import.meta.dirname, '../..');
const FRAME = path.join(SRC, 'app/layouts/default-layout.tsx');

/** The file a static import names, if it is one of the app's own (`@/…` or relative). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((suffix) => base + suffix)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every app module the frame loads with it: its static imports, transitively (not `import()`). */
function staticModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
      const next = specifier && resolveImport(file, specifier);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}

describe("the signed-in frame's catalogues", () => {
  it('are loaded with its route for every useTranslation of the modules it renders', () => {
    const modules = staticModules(FRAME);
    const used = new Set<string>(
      modules.flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/useTranslation\('([a-zA-Z]+)'\)/g)].map(
          ([, namespace]) => namespace ?? '',
        ),
      ),
    );
    // The walk reaches the header's and the sidebar's components.
    expect(modules.some((file) => file.endsWith('search-box.tsx'))).toBe(true);
    expect(modules.some((file) => file.endsWith('program-selector.tsx'))).toBe(true);
    const loaded = new Set<string>([...BOOT_NAMESPACES, ...FRAME_NAMESPACES]);
    expect([...used].filter((namespace) => !loaded.has(namespace)).sort()).toEqual([]);
  });
});
