import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './free-port.js';

export interface RunningAuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  readonly host: string;
  /** The project that API-key calls (sign-in with password) land in. */
  readonly projectId: string;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;

/**
 * firebase-tools' Auth emulator (JavaScript, offline) on free ports, run from a temporary folder
 * so that its firebase.json and debug logs stay out of the repository.
 */
export async function startAuthEmulator(projectId: string): Promise<RunningAuthEmulator> {
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const folder = await mkdtemp(join(tmpdir(), 'rainbow-auth-emulator-'));
  const config = join(folder, 'firebase.json');
  await writeFile(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [
      firebaseCli(),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      config,
    ],
    { cwd: folder, env: emulatorEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const host = `127.0.0.1:${port}`;
  try {
    await waitUntilReady(`http://${host}/`, child);
  } catch (error) {
    await stopProcess(child);
    await rm(folder, { recursive: true, force: true });
    throw new Error(`Auth emulator did not start: ${String(error)}\n${output.slice(-2000)}`);
  }
  return {
    host,
    projectId,
    async stop() {
      await stopProcess(child);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

function firebaseCli(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
}

// Emulator hosts of the surrounding shell must not redirect the emulator itself.
function emulatorEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.FIRESTORE_EMULATOR_HOST;
  return env;
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not ready after ${STARTUP_TIMEOUT_MS} ms`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
