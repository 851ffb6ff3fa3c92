import type { AddressInfo } from 'node:net';
import { createEmulatorContext } from './emulator-context.js';
import type { ContextOptions } from './emulator-context.js';
import { IndexFileSource, NO_DECLARED_INDEXES } from './indexes/index-file.js';
import { createProtocolServer } from './server.js';
import { openDatabase } from './storage/open-database.js';

export interface FirestoreEmulatorOptions {
  /** Port to listen on; 0 or absent picks a free port. */
  port?: number;
  /** Host to bind; 127.0.0.1 by default. */
  host?: string;
  /** Folder of the SQLite store; absent keeps everything in memory. */
  dataDir?: string;
  /** When true, internal errors are not logged to stderr. */
  quiet?: boolean;
  /** How long a lock waits before answering ABORTED (5 s by default). */
  lockTimeoutMs?: number;
  /**
   * Enforce indexes as production does: a query no index serves fails with FAILED_PRECONDITION.
   * `file` is a firestore.indexes.json (re-read when it changes); without it only the indexes
   * created through the Admin REST endpoints count. Absent: no enforcement, like Google's emulator.
   */
  indexes?: { file?: string | undefined };
}

export interface RunningFirestoreEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts the emulator: Firestore's gRPC API and the admin HTTP endpoints on one port. */
export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions = {},
): Promise<RunningFirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const report = (error: unknown): void => {
    if (!options.quiet) console.error('[firestore-emulator] internal error:', error);
  };
  const indexes = declaredIndexes(options, report);
  const db = openDatabase(options.dataDir);
  const ctx = createEmulatorContext(db, { lockTimeoutMs: options.lockTimeoutMs ?? 5_000, indexes });
  const { server, close } = createProtocolServer(ctx, report, host);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        // Later errors (accepting a connection, say) are reported, not left to end the process.
        server.on('error', report);
        resolve();
      });
    });
  } catch (error) {
    ctx.transactions.close();
    db.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  let stopped: Promise<void> | undefined;
  return {
    host,
    port,
    stop: () => {
      stopped ??= close().then(() => {
        ctx.transactions.close();
        ctx.store.flush();
        db.close();
      });
      return stopped;
    },
  };
}

/** Reads the index file first, so that a broken one stops the start with a clear error. */
function declaredIndexes(
  options: FirestoreEmulatorOptions,
  report: (error: unknown) => void,
): ContextOptions['indexes'] {
  if (!options.indexes) return undefined;
  const file = options.indexes.file;
  if (!file) return { declared: () => NO_DECLARED_INDEXES };
  const source = new IndexFileSource(file, report);
  return { declared: () => source.current() };
}
