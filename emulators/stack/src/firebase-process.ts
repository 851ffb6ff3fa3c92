import { spawnChild } from './child.js';
import type { Child } from './child.js';
import { formatFirebaseLine } from './firebase-output.js';
import { HOST } from './ports.js';
import type { StackPorts } from './ports.js';
import { waitUntilAnswering } from './wait-until.js';

export const PROJECT_ID = 'demo-rainbow';

// The function cannot load: waiting for /api to answer would only run into the timeout.
const FATAL =
  /Failed to load function|Failed to initialize and load triggers|Could not start .* emulator|Error: Could not load config/;

interface FirebaseOptions {
  cli: string;
  /** firebase-tools emulators to run. */
  only: string[];
  configFile: string;
  ports: StackPorts;
  /** The folder holding an Auth export to import, if there is one. */
  importDir: string | undefined;
  exportDir: string;
  /** Per-stack scratch folder: working directory and TMPDIR (the hub's locator file lives there). */
  runDir: string;
  env: NodeJS.ProcessEnv;
  print: ((line: string) => void) | undefined;
}

/** Starts firebase-tools' emulators; resolves once /api answers through Hosting. */
export async function startFirebase(options: FirebaseOptions): Promise<Child> {
  const args = [
    options.cli,
    'emulators:start',
    '--only',
    options.only.join(','),
    '--project',
    PROJECT_ID,
    '--config',
    options.configFile,
    '--log-verbosity',
    'QUIET',
    '--export-on-exit',
    options.exportDir,
  ];
  if (options.importDir) args.push('--import', options.importDir);

  const child = spawnChild({
    label: 'firebase',
    command: process.execPath,
    args,
    cwd: options.runDir,
    env: { ...options.env, TMPDIR: options.runDir },
    print: options.print,
    format: formatFirebaseLine,
  });
  try {
    await waitUntilAnswering({
      url: `http://${HOST}:${options.ports.hosting}/api/health`,
      child,
      fatal: FATAL,
      // The official emulators download their JARs on first start.
      timeoutMs: options.only.includes('firestore') ? 600_000 : 120_000,
    });
  } catch (error) {
    await child.stop('SIGINT', 10_000);
    throw error;
  }
  return child;
}

/** Writes the Auth emulator's accounts to `dir` now, rather than only at a clean exit. */
export async function exportAuth(hubPort: number, dir: string): Promise<void> {
  const response = await fetch(`http://${HOST}:${hubPort}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: dir, initiatedBy: 'rainbow-stack', targets: ['auth'] }),
  });
  if (!response.ok) throw new Error(`Auth export failed: ${await response.text()}`);
}
