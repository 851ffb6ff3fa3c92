import type { TestProject } from 'vitest/node';
import type { EmulatorKind } from './support/emulator-target.js';

interface RunningEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
}

let started: RunningEmulator | undefined;

/**
 * An emulator already named by FIRESTORE_EMULATOR_HOST (for instance Google's) is used as is;
 * otherwise Rainbow's offline emulator is started in memory on a free port. To check the suite
 * itself against Google's emulator:
 *   gcloud emulators firestore start --host-port=127.0.0.1:8080
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx vitest run --project firestore-emulator
 */
export async function setup(project: TestProject): Promise<void> {
  const preset = process.env.FIRESTORE_EMULATOR_HOST;
  let host: string;
  let kind: EmulatorKind;
  if (preset) {
    host = preset;
    kind = (await hasBillingEndpoint(host)) ? 'rainbow' : 'official';
  } else {
    // Imported lazily so that a run against another emulator does not need the implementation.
    const { startFirestoreEmulator } = await import('../src/index.js');
    started = await startFirestoreEmulator({ port: 0, host: '127.0.0.1', quiet: true });
    host = `${started.host}:${started.port}`;
    kind = 'rainbow';
    process.env.FIRESTORE_EMULATOR_HOST = host;
    // One `npm test` runs every workspace's global setup in one process: this variable tells the
    // functions' setup that the emulator above is this suite's own, not one a developer chose.
    process.env.RAINBOW_CONFORMANCE_FIRESTORE = host;
  }
  project.provide('firestoreEmulatorHost', host);
  project.provide('firestoreEmulatorKind', kind);
}

export async function teardown(): Promise<void> {
  await started?.stop();
  started = undefined;
}

async function hasBillingEndpoint(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/emulator/v1/projects/probe/billing`);
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'reads' in body;
  } catch {
    return false;
  }
}
