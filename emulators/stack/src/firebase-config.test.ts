import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { writeFirebaseConfig } from './firebase-config.js';
import { repoPaths } from './paths.js';
import { DEFAULT_PORTS } from './ports.js';

describe('writeFirebaseConfig', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-config-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("copies the repository's firebase.json with other ports, pointing back at the code", () => {
    const repo = repoPaths();
    const ports = { ...DEFAULT_PORTS, hosting: 15000, auth: 19099, hub: 14400 };

    const file = writeFirebaseConfig(repo, ports, dir);

    const copy = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      functions: Array<{ source: string; runtime: string }>;
      hosting: { public: string; rewrites: unknown[] };
      emulators: Record<string, { port?: number; enabled?: boolean }>;
    };
    expect(path.resolve(dir, copy.functions[0]?.source ?? '')).toBe(repo.functionsDir);
    expect(path.resolve(dir, copy.hosting.public)).toBe(repo.webDist);
    expect(copy.hosting.rewrites.length).toBeGreaterThan(0);
    expect(copy.emulators.hosting?.port).toBe(15000);
    expect(copy.emulators.auth?.port).toBe(19099);
    expect(copy.emulators.hub?.port).toBe(14400);
    expect(copy.emulators.ui?.enabled).toBe(false);
  });
});
