/**
 * Benchmark of the offline Firestore emulator through unmodified firebase-admin:
 * BulkWriter load of 100,000 documents, then latency percentiles and billed
 * reads of a filtered page and of count() queries. Runs against an in-memory
 * emulator and a file-backed one (what `npm start` uses).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const DOCS = Number(process.env.BENCH_DOCS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CATEGORIES = 10;
const WINDOW = 2000;
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

interface ChildEmulator {
  readonly host: string;
  /** CPU time the emulator process has used so far, in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** utime + stime of a process from /proc (Linux), in milliseconds. */
function processCpuMs(pid: number | undefined): number {
  try {
    const fields =
      readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * The emulator runs in its own process, as under `npm start`, so that the
 * client's work does not share its event loop.
 */
async function spawnEmulator(dataDir: string | undefined): Promise<ChildEmulator> {
  const args = ['--import', 'tsx', CLI, '--port', '0', ...(dataDir ? ['--data', dataDir] : [])];
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const host = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\S+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code}: ${output}`)));
  });
  return {
    host,
    cpuMs: () => processCpuMs(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

interface Row {
  readonly store: string;
  readonly measure: string;
  readonly value: string;
  readonly target: string;
  readonly billedReads: string;
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function billing(
  host: string,
  project: string,
  method: 'GET' | 'DELETE',
): Promise<{ reads: number }> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/billing`, {
    method,
  });
  return (await response.json()) as { reads: number };
}

function documentData(i: number): Record<string, unknown> {
  return {
    category: `c${i % CATEGORIES}`,
    score: (i * 7919) % 100_003,
    n: i,
    name: `item-${i}`,
    active: i % 3 === 0,
    price: Math.round(((i * 31) % 10_000) * 1.5) / 100,
    tags: [`t${i % 5}`, `u${i % 7}`],
    created: Timestamp.fromMillis(1_700_000_000_000 + i * 1000),
    group: i % 100,
    note: `note number ${i} of the benchmark`,
  };
}

async function load(db: Firestore, collection: string): Promise<number> {
  const writer = db.bulkWriter({ throttling: false });
  const started = performance.now();
  // Feed the writer as it drains: BulkWriter scans its buffer on every batch,
  // so queueing all documents at once would cost the client quadratic time.
  let outstanding = 0;
  let drained: (() => void) | undefined;
  for (let i = 0; i < DOCS; i++) {
    outstanding++;
    void writer
      .set(db.collection(collection).doc(`doc-${String(i).padStart(6, '0')}`), documentData(i))
      .finally(() => {
        outstanding--;
        if (outstanding <= WINDOW / 2) drained?.();
      });
    if (outstanding >= WINDOW) await new Promise<void>((resolve) => (drained = resolve));
  }
  await writer.close();
  return DOCS / ((performance.now() - started) / 1000);
}

async function latencies(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function billedReads(
  host: string,
  project: string,
  run: () => Promise<unknown>,
): Promise<number> {
  await billing(host, project, 'DELETE');
  await run();
  return (await billing(host, project, 'GET')).reads;
}

async function benchStore(store: string, dataDir: string | undefined): Promise<Row[]> {
  const emulator = await spawnEmulator(dataDir);
  const host = emulator.host;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  const project = `bench-${store.replace(/\W/g, '')}`;
  const app = initializeApp({ projectId: project }, project);
  const db = getFirestore(app);
  const rows: Row[] = [];
  try {
    const serverCpuBefore = emulator.cpuMs();
    const clientCpuBefore = process.cpuUsage();
    const rate = await load(db, 'items');
    const serverCpu = emulator.cpuMs() - serverCpuBefore;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    rows.push({
      store,
      measure: `BulkWriter load, ${DOCS.toLocaleString('en-US')} docs × 10 fields`,
      value: `${Math.round(rate).toLocaleString('en-US')} docs/s`,
      target: '≥ 5,000 docs/s',
      billedReads: '—',
    });
    // CPU per document tells the emulator's own cost apart from a busy machine.
    const perDoc = (ms: number): string => `${Math.round((ms * 1000) / DOCS)} µs CPU/doc`;
    rows.push({
      store,
      measure: 'load: CPU per document, emulator / client',
      value: `${perDoc(serverCpu)} / ${perDoc((clientCpu.user + clientCpu.system) / 1000)}`,
      target: '—',
      billedReads: '—',
    });
    const page: Query = db
      .collection('items')
      .where('category', '==', 'c3')
      .orderBy('score')
      .limit(50);
    const queries: [string, () => Promise<unknown>, number][] = [
      ['page: where(category ==) orderBy(score) limit(50)', () => page.get(), 20],
      ['count() of the whole collection', () => db.collection('items').count().get(), 50],
      [
        'count() where(category ==)',
        () => db.collection('items').where('category', '==', 'c3').count().get(),
        50,
      ],
    ];
    for (const [label, run, target] of queries) {
      const { p50, p95 } = await latencies(run);
      rows.push({
        store,
        measure: label,
        value: `p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
        target: `p95 ≤ ${target} ms`,
        billedReads: String(await billedReads(host, project, run)),
      });
    }
  } finally {
    await deleteApp(app);
    await emulator.stop();
  }
  return rows;
}

function printTable(rows: readonly Row[]): void {
  const headers: Row = {
    store: 'store',
    measure: 'measure',
    value: 'result',
    target: 'target',
    billedReads: 'billed reads',
  };
  const keys = Object.keys(headers) as (keyof Row)[];
  const widths = keys.map((key) => Math.max(...[headers, ...rows].map((row) => row[key].length)));
  const line = (row: Row): string =>
    `| ${keys.map((key, i) => row[key].padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  console.log(`Benchmark: ${DOCS.toLocaleString('en-US')} documents, ${RUNS} runs per query`);
  const dataDir = mkdtempSync(join(tmpdir(), 'firestore-bench-'));
  try {
    const rows = [
      ...(await benchStore('in memory', undefined)),
      ...(await benchStore('file (WAL)', dataDir)),
    ];
    printTable(rows);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
