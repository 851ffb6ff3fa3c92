import { spawnChild } from './child.js';
import type { Child } from './child.js';
import { HOST } from './ports.js';
import { waitUntilAnswering } from './wait-until.js';

interface FirestoreOptions {
  cli: string;
  port: number;
  dataDir: string;
  indexesFile: string;
  cwd: string;
  print: ((line: string) => void) | undefined;
}

/** Starts Rainbow's offline Firestore emulator and resolves once it answers `GET /`. */
export async function startFirestore(options: FirestoreOptions): Promise<Child> {
  const child = spawnChild({
    label: 'firestore',
    command: process.execPath,
    args: [
      options.cli,
      ...['--port', String(options.port), '--host', HOST, '--data', options.dataDir],
      // A query production would refuse for a missing index fails locally too.
      ...['--indexes', options.indexesFile],
    ],
    cwd: options.cwd,
    env: process.env,
    print: options.print,
  });
  try {
    await waitUntilAnswering({ url: `http://${HOST}:${options.port}/`, child, timeoutMs: 30_000 });
  } catch (error) {
    await child.stop('SIGTERM', 5000);
    throw error;
  }
  return child;
}
