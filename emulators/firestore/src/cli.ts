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

/** `--indexes` may come without a file (enforce only runtime-created indexes). */
function withIndexesValue(args: readonly string[]): string[] {
  return args.map((arg, i) => {
    const next = args[i + 1];
    return arg === '--indexes' && (next === undefined || next.startsWith('--'))
      ? '--indexes='
      : arg;
  });
}

async function main(): Promise<void> {
  let values: {
    port: string;
    host: string;
    data?: string | undefined;
    indexes?: string | undefined;
  };
  try {
    values = parseArgs({
      args: withIndexesValue(process.argv.slice(2)),
      options: {
        port: { type: 'string', default: '8080' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        indexes: { type: 'string' },
      },
    }).values;
  } catch (error) {
    fail(
      `${error instanceof Error ? error.message : String(error)} (flags: --port, --host, --data, --indexes)`,
    );
  }
  const dataDir = values.data ? resolve(values.data) : undefined;
  const host = values.host;
  const port = parsePort(values.port);
  const indexes =
    values.indexes === undefined
      ? undefined
      : { file: values.indexes === '' ? undefined : resolve(values.indexes) };
  let emulator;
  try {
    emulator = await startFirestoreEmulator({
      host,
      port,
      ...(dataDir ? { dataDir } : {}),
      ...(indexes ? { indexes } : {}),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${port} on ${host} is already in use`);
    if (code === 'EACCES') fail(`no permission to listen on ${host}:${port}`);
    fail(error instanceof Error ? error.message : String(error));
  }
  const enforcing = indexes ? `indexes enforced: ${indexes.file ?? 'created ones only'}` : '';
  console.log(
    `Firestore emulator listening on ${emulator.host}:${emulator.port} (data: ${dataDir ?? 'in memory'}${enforcing ? `; ${enforcing}` : ''})`,
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
