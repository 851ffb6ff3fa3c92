// `npm run soak`: load, then crashes, through the whole local stack on loopback, bounded in time.
// 1. 50 writes/s for 60 s from several users (Hosting → Functions → Firestore emulator), then
//    every write counted: 0 lost, 0 duplicated, 0 half-written; latency percentiles printed.
// 2. The same stream while the Firestore emulator, then the Functions emulator, then both are
//    killed with SIGKILL and restarted: every acknowledged write is there, whole.
// Options: --rate N (writes/s), --seconds N (load phase), --managers N. Exit code 1 on a failure.
import { parseArgs } from 'node:util';

import { worldClient } from '../fuzz/world-client.js';
import { crashDrill } from './crash-drill.js';
import type { DrillEvent } from './crash-drill.js';
import { readStored, reconcile, reconciliationHolds } from './ledger.js';
import { startSoakStack } from './soak-stack.js';
import { reconciliationFigures, streamFigures } from './soak-report.js';
import { prepareWriters } from './soak-writers.js';
import { runWriteStream, sleep } from './write-stream.js';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    managers: { type: 'string', default: '4' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
// The whole soak, stack start included, ends by then whatever happens.
const DEADLINE_MS = 15 * 60_000;
const deadline = setTimeout(() => {
  console.error(`[soak] still running after ${DEADLINE_MS / 60_000} min: stopping.`);
  process.exit(2);
}, DEADLINE_MS);

const print = (line = ''): void => console.log(line);
const began = Date.now();
print('[soak] starting a stack of its own (Firestore emulator, then Auth, Functions, Hosting)…');
const stack = await startSoakStack();
let ok = false;
try {
  print(`[soak] stack at ${stack.webUrl}, ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  const client = worldClient(stack.webUrl);
  const world = await prepareWriters(client, stack.accounts, Number(values.managers));
  // The writers' accounts must survive the Auth emulator being killed.
  await stack.saveAccounts();
  const stream = (prefix: string, until: Promise<unknown>) =>
    runWriteStream({
      baseUrl: stack.webUrl,
      programId: world.programId,
      writers: world.writers,
      ratePerSecond: rate,
      prefix,
      until,
    });

  print(
    `\nPhase 1: load. ${rate} writes/s for ${seconds} s, ${world.writers.length} users, each write creating a user group.`,
  );
  const loadStart = Date.now();
  const load = await stream('soak-load', sleep(seconds * 1000));
  const loadSeconds = (Date.now() - loadStart) / 1000;
  streamFigures(load, loadSeconds).forEach((line) => print(`  ${line}`));
  const afterLoad = reconcile(
    load,
    await readStored(client, world.adminToken, world.programId),
    'soak-load',
  );
  reconciliationFigures(afterLoad).forEach((line) => print(`  ${line}`));

  print(
    `\nPhase 2: crash. ${rate} writes/s while processes are killed with SIGKILL and restarted:`,
  );
  const events: DrillEvent[] = [];
  const crashStart = Date.now();
  const crash = await stream('soak-crash', crashDrill(stack, crashStart, events, 8000));
  const crashSeconds = (Date.now() - crashStart) / 1000;
  streamFigures(crash, crashSeconds).forEach((line) => print(`  ${line}`));
  const stored = await readStored(client, world.adminToken, world.programId);
  const afterCrash = reconcile(crash, stored, 'soak-crash');
  reconciliationFigures(afterCrash).forEach((line) => print(`  ${line}`));
  const loadAgain = reconcile(load, stored, 'soak-load');
  print(
    `  phase 1's writes after the crashes: ${reconciliationFigures(loadAgain)[0]?.replace('counted afterwards: ', '')}`,
  );

  ok = [afterLoad, afterCrash, loadAgain].every(reconciliationHolds);
  print(`\n[soak] ${ok ? 'PASS' : 'FAIL'} in ${((Date.now() - began) / 1000).toFixed(0)} s`);
} finally {
  await stack.stop();
  clearTimeout(deadline);
}
process.exit(ok ? 0 : 1);
