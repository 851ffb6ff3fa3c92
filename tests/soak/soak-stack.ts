import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { appEnv, seedEnv } from '../../emulators/stack/src/app-env.js';
import type { Child } from '../../emulators/stack/src/child.js';
import {
  blobSigningSecret,
  hasEmulatorExport,
  prepareDataDir,
} from '../../emulators/stack/src/data-dir.js';
import { writeFirebaseConfig } from '../../emulators/stack/src/firebase-config.js';
import { exportAuth, startFirebase } from '../../emulators/stack/src/firebase-process.js';
import { startFirestore } from '../../emulators/stack/src/firestore-process.js';
import { DEFAULT_REPO_DIR, repoPaths } from '../../emulators/stack/src/paths.js';
import { freePorts, HOST } from '../../emulators/stack/src/ports.js';
import type { StackPorts } from '../../emulators/stack/src/ports.js';
import { runSeed } from '../../emulators/stack/src/seed.js';
import type { DemoAccount } from '../../emulators/stack/src/seed.js';
import { buildWhatIsStale } from '../support/build-outputs.js';

/**
 * The same stack as `npm start` (Hosting → Functions → Rainbow's Firestore emulator), assembled
 * from the launcher's own parts so that each process can be killed with SIGKILL and started
 * again on the same ports and data folder, as a crash and a restart would.
 */
export interface SoakStack {
  webUrl: string;
  ports: StackPorts;
  accounts: DemoAccount[];
  killFirestore(): Promise<void>;
  startFirestore(): Promise<void>;
  /** firebase-tools' process group: the Functions emulator and its workers, Auth and Hosting. */
  killFirebase(): Promise<void>;
  startFirebase(): Promise<void>;
  /** Process ids, for CPU figures. */
  pids(): { firestore: number | undefined; firebase: number | undefined };
  /** Writes the Auth emulator's accounts to the data folder, so they survive a kill. */
  saveAccounts(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSoakStack(): Promise<SoakStack> {
  buildWhatIsStale(DEFAULT_REPO_DIR);
  const repo = repoPaths();
  const ports = await freePorts();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-soak-'));
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-soak-run-'));
  const data = prepareDataDir(root);
  const env = appEnv({
    ports,
    blobDir: data.blobs,
    blobSigningSecret: blobSigningSecret(data.secretFile),
  });
  const configFile = writeFirebaseConfig(repo, ports, runDir);
  // firebase-tools gives a new function worker 30 s to load, then logs "Failed to load
  // function", which the launcher takes as fatal. Restarting into a stream of writes on a busy
  // 2-core machine starts many workers at once; give them time rather than fail the restart.
  const firebaseEnv = { ...env, FUNCTIONS_DISCOVERY_TIMEOUT: '180' };
  const quiet = process.env.RAINBOW_STACK_LOGS !== '1';
  const print = quiet ? undefined : (line: string) => console.log(line);
  let firestore: Child | undefined;
  let firebase: Child | undefined;

  const stack: SoakStack = {
    webUrl: `http://${HOST}:${ports.hosting}`,
    ports,
    accounts: [],
    async startFirestore() {
      firestore = await startFirestore({
        cli: repo.firestoreCli,
        port: ports.firestore,
        dataDir: data.firestore,
        indexesFile: repo.firestoreIndexes,
        cwd: repo.root,
        print,
      });
    },
    async killFirestore() {
      await killGroup(firestore);
    },
    async startFirebase() {
      firebase = await startFirebase({
        cli: repo.firebaseCli,
        only: ['auth', 'functions', 'hosting'],
        configFile,
        ports,
        importDir: hasEmulatorExport(data.auth) ? data.auth : undefined,
        exportDir: data.auth,
        runDir,
        env: firebaseEnv,
        print,
      });
    },
    async killFirebase() {
      await killGroup(firebase);
    },
    pids: () => ({ firestore: firestore?.process.pid, firebase: firebase?.process.pid }),
    saveAccounts: () => exportAuth(ports.hub, data.auth),
    async stop() {
      await firebase?.stop('SIGINT', 30_000);
      await firestore?.stop('SIGTERM', 10_000);
      fs.rmSync(runDir, { recursive: true, force: true });
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    await stack.startFirestore();
    await stack.startFirebase();
    stack.accounts = (await runSeed(repo.seedCli, seedEnv(env, ports))).accounts;
    await stack.saveAccounts();
    return stack;
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** kill -9 of the process and everything in its group, then wait for it to be gone. */
async function killGroup(child: Child | undefined): Promise<void> {
  const pid = child?.process.pid;
  if (!child || pid === undefined || child.process.exitCode !== null) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    child.process.kill('SIGKILL');
  }
  await child.exited;
}
