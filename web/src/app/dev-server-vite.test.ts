import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run dev` broke when npm hoisted a newer Vite (8, on Rolldown) for vitest beside the web
// app's own (7): @vitejs/plugin-react, hoisted too, imported the newer one, took the dev server
// for Rolldown's and asked it for a plugin it does not have ("Missing field `moduleType`" on
// every module). The root package.json's overrides keep one Vite in the tree.
describe('the Vite the web app runs on', () => {
  it('is the one its React plugin and vitest import', () => {
    const fromWeb = createRequire(path.resolve('package.json'));
    const webVite = fromWeb.resolve('vite/package.json');
    // Where Node finds each package from the web app (their exports do not all publish it).
    const folderOf = (name: string) =>
      (fromWeb.resolve.paths(name) ?? [])
        .map((modules) => path.join(modules, name, 'package.json'))
        .find((file) => fs.existsSync(file));
    const besides = ['@vitejs/plugin-react', 'vitest'].map((name) => {
      const manifest = folderOf(name);
      if (!manifest) throw new Error(`${name} is not installed`);
      return createRequire(manifest).resolve('vite/package.json');
    });

    expect(besides).toEqual([webVite, webVite]);
  });
});
