import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { DEFAULT_REPO_DIR } from '../../emulators/stack/src/paths.js';
import { PROJECT_ID } from '../../emulators/stack/src/firebase-process.js';
import { freePorts, startStack } from '../../emulators/stack/src/stack.js';
import type { Stack } from '../../emulators/stack/src/stack.js';
import { buildWhatIsStale } from './build-outputs.js';
import './stack-context.js';

let stack: Stack | undefined;
let dataDir: string | undefined;

/** Starts the whole stack once for the `tests` project; RAINBOW_STACK_LOGS=1 shows its output. */
export async function setup(project: TestProject): Promise<void> {
  buildWhatIsStale(DEFAULT_REPO_DIR);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-tests-'));
  const began = Date.now();
  stack = await startStack({
    dataDir,
    ports: await freePorts(),
    quiet: process.env.RAINBOW_STACK_LOGS !== '1',
  });
  console.log(`[tests] stack ready at ${stack.webUrl} in ${Date.now() - began} ms`);
  project.provide('stack', {
    webUrl: stack.webUrl,
    demoAccounts: stack.seed.accounts,
    authEmulatorHost: `127.0.0.1:${stack.ports.auth}`,
    firestoreEmulatorHost: `127.0.0.1:${stack.ports.firestore}`,
    projectId: PROJECT_ID,
  });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
