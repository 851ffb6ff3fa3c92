import { fileURLToPath } from 'node:url';

export interface RunningFirestoreEmulator {
  readonly host: string;
  /** Only Rainbow's emulator (started here) is known to count billable operations. */
  readonly kind: 'rainbow' | 'preset';
  stop(): Promise<void>;
}

interface EmulatorModule {
  startFirestoreEmulator(options: {
    port: number;
    host: string;
    quiet: boolean;
    indexes: { file: string };
  }): Promise<{ host: string; port: number; stop(): Promise<void> }>;
}

// Loaded by path at run time rather than imported, so that functions' type check does not
// compile the emulator's sources (a separate workspace with its own pace).
const EMULATOR_ENTRY = fileURLToPath(
  new URL('../../../emulators/firestore/src/index.ts', import.meta.url),
);

// Production's indexes: a query they do not serve fails here as it would there.
const INDEXES_FILE = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));

/**
 * The Firestore the tests use: the one named by FIRESTORE_EMULATOR_HOST when set (Google's
 * emulator, say), otherwise Rainbow's offline emulator, in memory, on a free port, enforcing
 * the repository's firestore.indexes.json.
 */
export async function startFirestore(): Promise<RunningFirestoreEmulator> {
  const preset = process.env.FIRESTORE_EMULATOR_HOST;
  // In a whole `npm test` the conformance suite's emulator (no index enforcement) is already in
  // the environment: that one is not a developer's choice, so the functions start their own.
  const conformance = process.env.RAINBOW_CONFORMANCE_FIRESTORE;
  if (preset && preset !== conformance) {
    return { host: preset, kind: 'preset', stop: async () => undefined };
  }
  return startRainbowFirestore();
}

/** Rainbow's offline emulator, whatever FIRESTORE_EMULATOR_HOST says (its Admin API included). */
export async function startRainbowFirestore(): Promise<RunningFirestoreEmulator> {
  const loaded: unknown = await import(EMULATOR_ENTRY);
  if (!isEmulatorModule(loaded))
    throw new Error(`${EMULATOR_ENTRY} exports no startFirestoreEmulator`);
  const running = await loaded.startFirestoreEmulator({
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    indexes: { file: INDEXES_FILE },
  });
  return { host: `${running.host}:${running.port}`, kind: 'rainbow', stop: () => running.stop() };
}

function isEmulatorModule(value: unknown): value is EmulatorModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'startFirestoreEmulator' in value &&
    typeof value.startFirestoreEmulator === 'function'
  );
}
