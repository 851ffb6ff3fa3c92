// `npm run soak`: load, then crashes, through the whole local stack on loopback, bounded in time.
// 1. 50 writes/s for 60 s from several users (Hosting → Functions → Firestore emulator), then
//    every write counted: 0 lost, 0 duplicated, 0 half-written; latency percentiles printed.
// 2. A stream while the Firestore emulator, then the Functions emulator, then both are killed
//    with SIGKILL and restarted: every acknowledged write is there, whole.
// Options: --rate N (writes/s), --seconds N (load phase), --crash-rate N, --managers N.
// Exit code 1 on a failure. See README.md beside this file.
import os from 'node:os';
import { parseArgs } from 'node:util';

import { worldClient } from '../fuzz/world-client.js';
import { cpuBetween, sampleCpu } from './cpu-usage.js';
import type { CpuRoot } from './cpu-usage.js';
import { crashDrillOrReason } from './crash-drill.js';
import type { DrillEvent } from './crash-drill.js';
import { startSoakStack } from './soak-stack.js';
import { rateHeld, streamFigures } from './soak-report.js';
import { readBack, verdictOf } from './soak-verdict.js';
import type { Verdict } from './soak-verdict.js';
import { prepareWriters } from './soak-writers.js';
import { warmWorkers } from '../../emulators/stack/src/warm-workers.js';
import { Gate, runWriteStream, sleep } from './write-stream.js';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    'crash-rate': { type: 'string', default: '20' },
    managers: { type: 'string', default: '4' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const crashRate = Number(values['crash-rate']);
// Function workers brought up before writing (see warm-workers.ts).
const WORKERS = 16;
// The whole soak, stack start included, ends by then whatever happens.
const DEADLINE_MS = 15 * 60_000;
const deadline = setTimeout(() => {
  console.error(`[soak] still running after ${DEADLINE_MS / 60_000} min: stopping.`);
  process.exit(2);
}, DEADLINE_MS);

const print = (line = ''): void => console.log(line);
// Other work on the machine shows in every figure: say how busy it was.
const load = (): string =>
  `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`;
const began = Date.now();
print('[soak] starting a stack of its own (Firestore emulator, then Auth, Functions, Hosting)…');
const stack = await startSoakStack();
let ok = false;
// Every acknowledged write present once and whole (across both phases), and the rate held.
let intact = false;
let held = false;
try {
  print(`[soak] stack at ${stack.webUrl}, ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  const client = worldClient(stack.webUrl);
  const world = await prepareWriters(client, stack.accounts, Number(values.managers));
  const cpuRoots = (): CpuRoot[] => {
    const { firestore, firebase } = stack.pids();
    return [
      { label: 'Firestore emulator', pid: firestore },
      {
        label: 'firebase-tools (Hosting, Auth, Functions)',
        pid: firebase,
        children: 'function workers',
      },
      { label: 'the soak client', pid: process.pid },
    ];
  };
  const [admin] = world.writers;
  if (!admin) throw new Error('No writer');
  // The writers' accounts must survive the Auth emulator being killed.
  await stack.saveAccounts();
  const gate = new Gate();
  const stream = (prefix: string, perSecond: number, until: Promise<unknown>) =>
    runWriteStream({
      gate,
      baseUrl: stack.webUrl,
      programId: world.programId,
      writers: world.writers,
      ratePerSecond: perSecond,
      prefix,
      until,
      maxInFlight: WORKERS * 3,
    });
  const verdict = async (records: Parameters<typeof verdictOf>[3], prefix: string) =>
    verdictOf(
      client,
      await readBack(client, admin, world.programId),
      world.programId,
      records,
      prefix,
    );

  const warmed = await warmWorkers(stack.webUrl, WORKERS);
  print(
    `\nWarm-up: ${WORKERS} function workers up after ${warmed.rounds} round(s) of ${WORKERS} ` +
      `calls side by side (slowest of the last: ${warmed.slowestMs} ms); then 10 writes/s for 10 s (${load()}).`,
  );
  const warm = await stream('soak-warm', 10, sleep(10_000));
  streamFigures(warm, 10).forEach((line) => print(`  ${line}`));

  print(
    `\nPhase 1: load. ${rate} writes/s for ${seconds} s, ${world.writers.length} users, ` +
      `each creating a user group (${load()}).`,
  );
  const loadStart = Date.now();
  const cpuBefore = sampleCpu(cpuRoots());
  const loadRecords = await stream('soak-load', rate, sleep(seconds * 1000));
  const loadSeconds = (Date.now() - loadStart) / 1000;
  streamFigures(loadRecords, loadSeconds).forEach((line) => print(`  ${line}`));
  print(
    `  CPU used in those ${loadSeconds.toFixed(0)} s: ${cpuBetween(cpuBefore, sampleCpu(cpuRoots()))}`,
  );
  held = rateHeld(loadRecords, rate, seconds);
  print(`  ${rate} writes/s ${held ? 'held' : 'NOT held'} by this stack on this machine`);
  const afterLoad = await verdict(loadRecords, 'soak-load');
  afterLoad.lines.forEach((line) => print(`  ${line}`));
  print(`  (${load()})`);

  print(
    `\nPhase 2: crash. ${crashRate} writes/s while processes are killed with SIGKILL and ` +
      `restarted (${load()}):`,
  );
  const events: DrillEvent[] = [];
  const crashStart = Date.now();
  const drill = crashDrillOrReason(stack, gate, crashStart, events, 8000);
  const crash = await stream('soak-crash', crashRate, drill);
  const drillFailure = await drill;
  streamFigures(crash, (Date.now() - crashStart) / 1000).forEach((line) => print(`  ${line}`));
  if (drillFailure) print(`  the drill stopped: ${drillFailure}`);
  else {
    const verdicts: Verdict[] = [afterLoad];
    for (const [label, records, prefix] of [
      ['phase 2', crash, 'soak-crash'],
      ["warm-up's writes, after the crashes", warm, 'soak-warm'],
      ["phase 1's writes, after the crashes", loadRecords, 'soak-load'],
    ] as const) {
      const result = await verdict(records, prefix);
      verdicts.push(result);
      print(`  ${label}:`);
      result.lines.forEach((line) => print(`    ${line}`));
    }
    intact = verdicts.every((v) => v.holds);
  }
  ok = intact && held;
  print(
    `\n[soak] ${ok ? 'PASS' : 'FAIL'}: writes ${intact ? 'all intact' : 'NOT intact'}, ` +
      `load ${held ? 'held' : 'NOT held'}; ${((Date.now() - began) / 1000).toFixed(0)} s (${load()})`,
  );
} finally {
  await stack.stop();
  clearTimeout(deadline);
}
process.exit(ok ? 0 : 1);
