import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../../../emulators/stack/src/ports.js';

// Google's Firestore emulator is the only one that evaluates security rules (Rainbow's offline
// emulator does not). These tests use one when this machine has it, and never download anything:
//   1. FIRESTORE_RULES_EMULATOR_HOST=host:port: one already running;
//   2. the emulator's JAR, started for the test file on a free loopback port: the path in
//      RAINBOW_OFFICIAL_FIRESTORE_JAR, else Debian's google-cloud-cli-firestore-emulator, else
//      the one under `gcloud`'s SDK root (gcloud components install cloud-firestore-emulator);
//   3. otherwise the tests are skipped, and say so.

const DEBIAN_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const SDK_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;

export const FIRESTORE_SKIP_REASON =
  'security-rules tests skipped: the official Firestore emulator (Java) is not installed on this machine';

export const STORAGE_SKIP_REASON =
  'security-rules tests skipped: the official Storage emulator (Java) is not installed on this machine';

export interface HostAndPort {
  readonly host: string;
  readonly port: number;
}

export interface RunningEmulator extends HostAndPort {
  /** How it was found, for the test log. */
  readonly origin: string;
  stop(): Promise<void>;
}

export type OfficialEmulator =
  | { readonly available: true; readonly describe: string; start(): Promise<RunningEmulator> }
  | { readonly available: false; readonly reason: string; readonly hint: string };

/** Finds the official Firestore emulator without starting anything (cheap: file checks). */
export function findOfficialFirestore(env: NodeJS.ProcessEnv = process.env): OfficialEmulator {
  const given = env.FIRESTORE_RULES_EMULATOR_HOST?.trim();
  if (given) {
    const address = parseHostAndPort(given, 'FIRESTORE_RULES_EMULATOR_HOST');
    return {
      available: true,
      describe: `FIRESTORE_RULES_EMULATOR_HOST=${given}`,
      start: async () => ({
        ...address,
        origin: `FIRESTORE_RULES_EMULATOR_HOST=${given}`,
        stop: async () => {},
      }),
    };
  }
  const jar = findJar(env);
  const java = jar ? findJava(env) : null;
  if (jar && java) {
    return { available: true, describe: jar, start: () => startJar(java, jar) };
  }
  return {
    available: false,
    reason: FIRESTORE_SKIP_REASON,
    hint: jar
      ? `Found ${jar}, but no Java runtime (java on PATH or JAVA_HOME) to run it.`
      : 'Install it (Debian: google-cloud-cli-firestore-emulator and a Java runtime), set ' +
        'RAINBOW_OFFICIAL_FIRESTORE_JAR to its JAR, or FIRESTORE_RULES_EMULATOR_HOST to a running one.',
  };
}

/**
 * firebase-tools' Storage emulator evaluates storage.rules with a Java runtime it downloads on
 * first start; these tests do not start it: STORAGE_RULES_EMULATOR_HOST names a running one.
 */
export function findOfficialStorage(env: NodeJS.ProcessEnv = process.env): OfficialEmulator {
  const given = env.STORAGE_RULES_EMULATOR_HOST?.trim();
  if (given) {
    const address = parseHostAndPort(given, 'STORAGE_RULES_EMULATOR_HOST');
    const origin = `STORAGE_RULES_EMULATOR_HOST=${given}`;
    return {
      available: true,
      describe: origin,
      start: async () => ({ ...address, origin, stop: async () => {} }),
    };
  }
  const cache =
    env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  const runtime = fs.existsSync(cache)
    ? fs.readdirSync(cache).find((name) => /^cloud-storage-rules-runtime.*\.jar$/.test(name))
    : undefined;
  return {
    available: false,
    reason: STORAGE_SKIP_REASON,
    hint: runtime
      ? `firebase-tools has its rules runtime (${path.join(cache, runtime)}): start ` +
        '`npx firebase emulators:start --only storage` and set STORAGE_RULES_EMULATOR_HOST to it.'
      : "firebase-tools' Storage emulator needs its Java rules runtime, downloaded on its first " +
        'start; once it runs, set STORAGE_RULES_EMULATOR_HOST to it.',
  };
}

function findJar(env: NodeJS.ProcessEnv): string | null {
  const given = env.RAINBOW_OFFICIAL_FIRESTORE_JAR?.trim() || DEBIAN_JAR;
  if (fs.existsSync(given)) return given;
  const sdkRoot = gcloudSdkRoot(env);
  const fromSdk = sdkRoot ? path.join(sdkRoot, SDK_JAR) : null;
  return fromSdk && fs.existsSync(fromSdk) ? fromSdk : null;
}

/** `gcloud info`'s SDK root, when gcloud is on PATH. */
function gcloudSdkRoot(env: NodeJS.ProcessEnv): string | null {
  if (!onPath('gcloud', env)) return null;
  const info = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    env,
    encoding: 'utf8',
    timeout: 20_000,
  });
  const root = info.status === 0 ? info.stdout.trim() : '';
  return root || null;
}

function findJava(env: NodeJS.ProcessEnv): string | null {
  const home = env.JAVA_HOME?.trim();
  if (home && fs.existsSync(path.join(home, 'bin', 'java'))) return path.join(home, 'bin', 'java');
  return onPath('java', env) ? 'java' : null;
}

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        fs.accessSync(path.join(dir, command), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

function parseHostAndPort(value: string, variable: string): HostAndPort {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) throw new Error(`${variable} must be host:port, not "${value}"`);
  return { host: match[1], port: Number(match[2]) };
}

/**
 * Starts the JAR as Debian's `cloud_firestore_emulator` wrapper does (plus JVM flags that halve
 * its warm-up for a short run); resolves once it answers.
 */
async function startJar(java: string, jar: string): Promise<RunningEmulator> {
  const port = await freePort();
  const child = spawn(
    java,
    [
      '-Duser.language=en',
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-cp',
      jar,
      MAIN_CLASS,
      'start',
      '--host',
      HOST,
      '--port',
      String(port),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the Firestore emulator exited (${child.exitCode ?? child.signalCode})`);
      }
      if (await answers(port)) break;
      if (Date.now() > deadline) throw new Error('the Firestore emulator did not answer in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stopChild(child, exited);
    throw new Error(`${(error as Error).message}; its output:\n${output}`, { cause: error });
  }
  return { host: HOST, port, origin: jar, stop: () => stopChild(child, exited) };
}

async function answers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
