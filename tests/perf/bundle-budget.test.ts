import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPO_DIR } from '../../emulators/stack/src/paths.js';
import {
  AUTH_SDK_SOURCE,
  entryKey,
  LOGIN_SOURCE,
  LOGIN_SUBMISSION_SOURCE,
  overBudget,
  readManifest,
  routeSources,
  routeWeight,
  staticClosure,
  weightTable,
} from './bundle-budget.js';

// The build global-setup.ts made fresh: what Hosting serves is what is weighed.
const dist = path.join(DEFAULT_REPO_DIR, 'web', 'dist');

describe('bundle budget (issue 15)', () => {
  const manifest = readManifest(dist);
  const weights = routeSources(manifest).map((source) => routeWeight(dist, manifest, source));

  it('weighs every screen of the router, /login among them', () => {
    console.log(`[bundle]\n${weightTable(weights)}`);
    expect(weights.map((weight) => weight.source)).toContain(LOGIN_SOURCE);
    expect(weights.length).toBeGreaterThan(10);
  });

  it('keeps every first load under its ceiling', () => {
    expect(overBudget(weights)).toEqual([]);
  });

  it('leaves Firebase Auth out of the entry: it loads where a session is restored or opened', () => {
    const sdk = manifest[AUTH_SDK_SOURCE];
    const entryFiles = staticClosure(manifest, [entryKey(manifest)]).map((chunk) => chunk.file);
    expect(sdk?.isDynamicEntry).toBe(true);
    expect(entryFiles).not.toContain(sdk?.file);
  });

  it('shows /login without zod, react-hook-form or Firebase Auth, which load while the user types', () => {
    const login = weights.find((weight) => weight.source === LOGIN_SOURCE);
    const code = (login?.jsFiles ?? []).map((file) =>
      fs.readFileSync(path.join(dist, file), 'utf8'),
    );
    // Names that survive minification: zod's schema classes, react-hook-form's form state.
    expect(code.filter((text) => text.includes('"$ZodObject"'))).toEqual([]);
    expect(code.filter((text) => text.includes('isSubmitSuccessful'))).toEqual([]);
    expect(login?.jsFiles).not.toContain(manifest[AUTH_SDK_SOURCE]?.file);
    expect(manifest[LOGIN_SUBMISSION_SOURCE]?.isDynamicEntry).toBe(true);
    expect(login?.whileTypingGzip).toBeGreaterThan(0);
  });
});
