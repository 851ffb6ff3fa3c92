#!/usr/bin/env node
// `npm start`: the whole of Rainbow on this machine, offline, on firebase.json's ports.
import path from 'node:path';

import { banner } from './banner.js';
import { DEFAULT_REPO_DIR } from './paths.js';
import { DEMO_SPREADSHEET_URL } from './sheets-emulator-demo.js';
import { startStack, StartError } from './stack.js';
import { FIRST_SCREEN_CALLS, warmWorkers } from './warm-workers.js';

const began = Date.now();
let stopping = false;

console.log('Starting Rainbow (Firestore, then the Auth, Functions and Hosting emulators)…');
const starting = startStack({ dataDir: path.join(DEFAULT_REPO_DIR, '.data') });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(signal));
}

starting.then(
  async (stack) => {
    if (stopping) return;
    console.log(banner(stack, (Date.now() - began) / 1000));
    console.log(
      `  Sheets     emulated Google Sheets API at ${stack.sheetsUrl} (demo sheet: ${DEMO_SPREADSHEET_URL})\n`,
    );
    // A screen asks for a few things at once, and the Functions emulator answers each call in a
    // process of its own, starting one (seconds) when all are busy: a few are started now, so
    // that the first screens do not wait for them. (Cloud Functions serves calls side by side.)
    void warmWorkers(stack.webUrl, FIRST_SCREEN_CALLS).catch(() => undefined);
    const reason = await stack.crashed;
    if (stopping) return;
    console.error(`\n${reason}\nStopping the rest.`);
    await stack.stop();
    process.exit(1);
  },
  (error: unknown) => {
    if (stopping) return;
    console.error(`\nRainbow could not start.\n${describe(error)}`);
    process.exit(1);
  },
);

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    console.log(`\n${signal} again: stopping right now (new sign-in accounts may be lost).`);
    process.exit(130);
  }
  stopping = true;
  console.log('\nStopping Rainbow (saving sign-in accounts, then closing the database)…');
  const stack = await starting.catch(() => undefined);
  await stack?.stop();
  console.log('Stopped. Your data is kept.');
  process.exit(0);
}

function describe(error: unknown): string {
  if (error instanceof StartError) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
