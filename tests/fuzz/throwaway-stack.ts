import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DEFAULT_REPO_DIR } from '../../emulators/stack/src/paths.js';
import { freePorts, startStack } from '../../emulators/stack/src/stack.js';
import type { Stack } from '../../emulators/stack/src/stack.js';
import { buildWhatIsStale } from '../support/build-outputs.js';

export interface ThrowawayStack {
  stack: Stack;
  stop(): Promise<void>;
}

/**
 * A whole local stack of its own (Hosting → Functions → Firestore), on free ports and a temporary
 * data folder: the fuzzer disables users, deletes programs and sends what may crash a layer, so
 * it never shares a stack with other tests.
 */
export async function startThrowawayStack(
  label: string,
  options: { build: boolean } = { build: true },
): Promise<ThrowawayStack> {
  // Under `npm test` the global setup has just built what was stale.
  if (options.build) buildWhatIsStale(DEFAULT_REPO_DIR);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rainbow-${label}-`));
  try {
    const stack = await startStack({
      dataDir,
      ports: await freePorts(),
      quiet: process.env.RAINBOW_STACK_LOGS !== '1',
    });
    return {
      stack,
      async stop() {
        await stack.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
