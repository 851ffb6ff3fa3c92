import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { missingBuildOutputs } from './build-check.js';
import type { Child } from './child.js';
import { appEnv, seedEnv } from './app-env.js';
import { blobSigningSecret, hasEmulatorExport, prepareDataDir } from './data-dir.js';
import { writeFirebaseConfig } from './firebase-config.js';
import { exportAuth, startFirebase } from './firebase-process.js';
import { startFirestore } from './firestore-process.js';
import { startFrontProxy } from './front-proxy.js';
import type { FrontProxy } from './front-proxy.js';
import { repoPaths } from './paths.js';
import { HOST, findBusyPorts, freePort, withDefaults } from './ports.js';
import type { BusyPort, StackPorts } from './ports.js';
import { runSeed } from './seed.js';
import { DEMO_SPREADSHEET } from './sheets-emulator-demo.js';
import { SheetsEmulator } from './sheets-emulator.js';
import type { SeedResult } from './seed.js';
import { StartError } from './wait-until.js';

export type { DemoAccount, SeedResult } from './seed.js';
export type { StackPorts } from './ports.js';
export { DEFAULT_PORTS, freePorts } from './ports.js';
export { StartError } from './wait-until.js';

export interface StackOptions {
  /** Folder holding Firestore, Auth and blob data; created if missing, kept across restarts. */
  dataDir: string;
  /** Ports to listen on; the defaults are firebase.json's. */
  ports?: Partial<StackPorts>;
  /** Keep the emulators' output to ourselves (it still appears in errors). */
  quiet?: boolean;
  /** Where output lines go when not quiet. */
  log?: (line: string) => void;
  /** Repository whose build outputs run; this one by default. */
  repoDir?: string;
  /**
   * NODE_OPTIONS of the Firebase emulators and their function workers: the export benchmark runs
   * the functions with a small V8 heap, as in a 256 MiB instance, to show what the export needs.
   */
  functionsNodeOptions?: string;
}

export interface Stack {
  /** Firebase Hosting: the web app, and /api rewritten to the function. */
  webUrl: string;
  ports: StackPorts;
  dataDir: string;
  seed: SeedResult;
  /** The emulated Google Sheets API's root URL (POST /emulator/spreadsheets puts a sheet). */
  sheetsUrl: string;
  /** Settles with a message if an emulator stops on its own. */
  crashed: Promise<string>;
  /** Stops Firebase first (it exports Auth accounts on the way out), then Firestore. */
  stop(): Promise<void>;
}

export class PortsInUseError extends StartError {
  constructor(readonly busy: BusyPort[]) {
    super(
      busy.map((b) => `Port ${b.port} is in use; Rainbow needs it for ${b.purpose}.`).join('\n'),
    );
    this.name = 'PortsInUseError';
  }
}

export class MissingBuildError extends StartError {
  constructor(readonly missing: string[]) {
    super(`Build outputs missing (run \`npm run build\`): ${missing.join(', ')}`);
    this.name = 'MissingBuildError';
  }
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const repo = repoPaths(options.repoDir);
  const ports = withDefaults(options.ports);
  const print = options.quiet ? undefined : (options.log ?? console.log);

  const missing = missingBuildOutputs(repo);
  if (missing.length) throw new MissingBuildError(missing);
  const busy = await findBusyPorts(ports);
  if (busy.length) throw new PortsInUseError(busy);

  const data = prepareDataDir(options.dataDir);
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-stack-'));
  // The emulated Google Sheets API (in this process, on a free loopback port) with the demo
  // spreadsheet; the functions' Sheets client is pointed at it.
  const sheets = new SheetsEmulator();
  sheets.put(DEMO_SPREADSHEET);
  const sheetsUrl = await sheets.start(0, HOST);
  const env = {
    ...appEnv({
      ports,
      blobDir: data.blobs,
      blobSigningSecret: blobSigningSecret(data.secretFile),
    }),
    SHEETS_API_ROOT: sheetsUrl,
  };
  const started: Child[] = [];
  let front: FrontProxy | undefined;
  const stopAll = async (): Promise<void> => {
    await front?.close();
    await sheets.stop();
    for (const child of [...started].reverse()) await child.stop('SIGINT', 60_000);
    fs.rmSync(runDir, { recursive: true, force: true });
  };

  try {
    // The public port is bound first and held while the emulators start: a port checked free is
    // only as good as the moment it is bound. The Hosting emulator sits behind it, on its own.
    const emulatorPorts = { ...ports, hosting: await freePort(new Set(Object.values(ports))) };
    front = await startFrontProxy({
      host: HOST,
      port: ports.hosting,
      upstreamPort: emulatorPorts.hosting,
    });
    const firestore = await startFirestore({
      cli: repo.firestoreCli,
      port: ports.firestore,
      dataDir: data.firestore,
      indexesFile: repo.firestoreIndexes,
      cwd: repo.root,
      print,
    });
    started.push(firestore);
    const firebase = await startFirebase({
      cli: repo.firebaseCli,
      only: ['auth', 'functions', 'hosting'],
      configFile: writeFirebaseConfig(repo, emulatorPorts, runDir),
      ports: emulatorPorts,
      importDir: hasEmulatorExport(data.auth) ? data.auth : undefined,
      exportDir: data.auth,
      runDir,
      env: options.functionsNodeOptions
        ? { ...env, NODE_OPTIONS: options.functionsNodeOptions }
        : env,
      print,
    });
    started.push(firebase);
    const seed = await runSeed(repo.seedCli, seedEnv(env, ports));
    // Keep the new accounts even if this process is killed before its clean stop.
    if (seed.created) await exportAuth(ports.hub, data.auth);

    let stopping: Promise<void> | undefined;
    return {
      webUrl: `http://${HOST}:${ports.hosting}`,
      sheetsUrl,
      ports,
      dataDir: data.root,
      seed,
      crashed: firstUnexpectedExit([firestore, firebase], () => stopping !== undefined),
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function firstUnexpectedExit(children: Child[], stopping: () => boolean): Promise<string> {
  return new Promise((resolve) => {
    for (const child of children) {
      void child.exited.then((code) => {
        if (stopping()) return;
        const output = child.recent().slice(-20).join('\n');
        resolve(`${child.label} stopped unexpectedly (code ${String(code)}).\n${output}`);
      });
    }
  });
}
