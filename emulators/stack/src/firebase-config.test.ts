import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { withConnectSource, writeFirebaseConfig } from './firebase-config.js';
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

  it("lets the web app reach the Auth emulator under firebase.json's Content-Security-Policy", () => {
    const ports = { ...DEFAULT_PORTS, auth: 19099 };
    const file = writeFirebaseConfig(repoPaths(), ports, dir);
    const copy = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
    };
    const policies = copy.hosting.headers
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Content-Security-Policy')
      .map((header) => header.value);
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:19099/);
    }
  });
});

describe('withConnectSource', () => {
  const origin = 'http://127.0.0.1:9099';

  it('adds the origin to an existing connect-src', () => {
    expect(withConnectSource("default-src 'self'; connect-src 'self' https:", origin)).toBe(
      `default-src 'self'; connect-src 'self' https: ${origin}`,
    );
  });

  it('derives connect-src from default-src when there is none', () => {
    expect(withConnectSource("default-src 'self'; object-src 'none'", origin)).toBe(
      `default-src 'self'; object-src 'none'; connect-src 'self' ${origin}`,
    );
  });

  it('leaves a policy that does not restrict connections alone', () => {
    expect(withConnectSource("frame-ancestors 'none'", origin)).toBe("frame-ancestors 'none'");
  });
});
