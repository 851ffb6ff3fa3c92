#!/usr/bin/env node
// `npm run emulators:official`: firebase-tools' own Firestore and Storage emulators instead of
// Rainbow's offline stand-ins. They are Java programs (Java 21) downloaded on first start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { appEnv, seedEnv } from './app-env.js';
import { missingBuildOutputs } from './build-check.js';
import { blobSigningSecret, hasEmulatorExport } from './data-dir.js';
import { writeFirebaseConfig } from './firebase-config.js';
import { startFirebase } from './firebase-process.js';
import { startFrontProxy } from './front-proxy.js';
import { javaMajorVersion, REQUIRED_JAVA } from './java-version.js';
import { DEFAULT_REPO_DIR, repoPaths } from './paths.js';
import { DEFAULT_PORTS, HOST, findBusyPorts, freePort } from './ports.js';
import { runSeed } from './seed.js';

const STORAGE_PORT = 9199;

async function main(): Promise<number> {
  const java = javaMajorVersion();
  if (java === undefined || java < REQUIRED_JAVA) {
    console.error(
      `The official Firestore and Storage emulators need Java ${REQUIRED_JAVA} or newer ` +
        `(found: ${java === undefined ? 'no java on the PATH' : `Java ${java}`}) and network ` +
        'access to download them on first start.\nUse `npm start` instead: it runs offline.',
    );
    return 1;
  }
  const repo = repoPaths();
  const missing = missingBuildOutputs(repo);
  if (missing.length) {
    console.error(`Build outputs missing (run \`npm run build\`): ${missing.join(', ')}`);
    return 1;
  }
  const busy = await findBusyPorts(DEFAULT_PORTS);
  for (const b of busy) console.error(`Port ${b.port} is in use; it is needed for ${b.purpose}.`);
  if (busy.length) return 1;

  // The official emulators export Firestore, Auth and Storage together, in their own format:
  // kept apart from the offline stack's data.
  const dataDir = path.join(DEFAULT_REPO_DIR, '.data', 'official');
  const exportDir = path.join(dataDir, 'export'); // firebase-tools replaces it on every export
  fs.mkdirSync(dataDir, { recursive: true });
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-official-'));
  // Without RAINBOW_BLOB_DIR the function stores blobs in (emulated) Cloud Storage.
  const { RAINBOW_BLOB_DIR: _filesystemBlobs, ...env } = appEnv({
    ports: DEFAULT_PORTS,
    blobDir: '',
    blobSigningSecret: blobSigningSecret(path.join(dataDir, 'secret')),
  });
  // As in `npm start`: the Hosting emulator behind the front on port 5000, and a config copy
  // whose Content-Security-Policy lets the browser reach the Auth emulator.
  const emulatorPorts = {
    ...DEFAULT_PORTS,
    hosting: await freePort(new Set(Object.values(DEFAULT_PORTS))),
  };
  const firebase = await startFirebase({
    cli: repo.firebaseCli,
    only: ['firestore', 'auth', 'functions', 'hosting', 'storage'],
    configFile: writeFirebaseConfig(repo, emulatorPorts, runDir),
    ports: emulatorPorts,
    importDir: hasEmulatorExport(exportDir) ? exportDir : undefined,
    exportDir,
    runDir,
    env,
    print: console.log,
  });
  const front = await startFrontProxy({
    host: HOST,
    port: DEFAULT_PORTS.hosting,
    upstreamPort: emulatorPorts.hosting,
  });
  const seed = await runSeed(repo.seedCli, {
    ...seedEnv(env, DEFAULT_PORTS),
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${STORAGE_PORT}`,
  });
  console.log(
    `\nRainbow (official emulators) is running at http://${HOST}:${DEFAULT_PORTS.hosting}`,
  );
  for (const a of seed.accounts) console.log(`  ${a.role}: ${a.email} / ${a.password}`);
  console.log(`Data: ${dataDir}. Stop with Ctrl-C.\n`);

  const stop = (): void => void front.close().then(() => firebase.stop('SIGINT', 60_000));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const code = await firebase.exited;
  fs.rmSync(runDir, { recursive: true, force: true });
  return code ?? 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
