import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { loadConfig } from '../config.js';
import { systemClock } from '../core/clock.js';
import { createIndexAdmin } from '../core/indexes/index-admin-factory.js';
import { createJsonLogger } from '../core/logger.js';
import { seedDemo } from './seed.js';

// Run by the local launcher: node functions/lib/seed-cli.js with FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT set. Prints `{ created, accounts }` as JSON on
// stdout; logs go to stderr so stdout stays parseable.

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.authEmulatorHost || !config.firestoreEmulatorHost) {
    // Demo passwords are public: never seed a real project.
    throw new Error(
      'The seed runs against the emulators only: set FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST',
    );
  }
  const app = initializeApp({ projectId: config.projectId }, 'seed');
  try {
    const result = await seedDemo({
      db: getFirestore(app),
      auth: getAuth(app),
      clock: systemClock,
      indexes: createIndexAdmin(config),
      logger: createJsonLogger({ component: 'seed' }, { stream: 'stderr' }),
    });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await deleteApp(app);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
