#!/usr/bin/env node
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startFirestoreEmulator } from './index.js';

function fail(message: string): never {
  console.error(`Firestore emulator: ${message}`);
  process.exit(1);
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid port "${raw}"`);
  return port;
}

async function main(): Promise<void> {
  let values: { port: string; host: string; data?: string | undefined };
  try {
    values = parseArgs({
      options: {
        port: { type: 'string', default: '8080' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
      },
    }).values;
  } catch (error) {
    fail(
      `${error instanceof Error ? error.message : String(error)} (flags: --port, --host, --data)`,
    );
  }
  const dataDir = values.data ? resolve(values.data) : undefined;
  const host = values.host;
  const port = parsePort(values.port);
  let emulator;
  try {
    emulator = await startFirestoreEmulator({ host, port, ...(dataDir ? { dataDir } : {}) });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${port} on ${host} is already in use`);
    if (code === 'EACCES') fail(`no permission to listen on ${host}:${port}`);
    fail(error instanceof Error ? error.message : String(error));
  }
  console.log(
    `Firestore emulator listening on ${emulator.host}:${emulator.port} (data: ${dataDir ?? 'in memory'})`,
  );
  const running = emulator;
  const shutdown = (): void => {
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

void main();
