import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../../emulators/stack/src/firebase-process.js';
import type { Stack } from '../../emulators/stack/src/stack.js';
import { createBlobSigner } from '../../functions/src/core/blobs/blob-signature.js';
import { createFilesystemBlobStore } from '../../functions/src/core/blobs/filesystem-blob-store.js';
import { systemClock } from '../../functions/src/core/clock.js';
import {
  exportPath,
  writeExportFile,
} from '../../functions/src/modules/record-export/export-file.js';
import { exportValues } from '../../functions/src/modules/record-export/export-selection.js';
import { checkRecordView } from '../../functions/src/modules/records/record-query.js';
import { createRecordsRepository } from '../../functions/src/modules/records/records.repository.js';
import { createRecordsScanner } from '../../functions/src/modules/records/records-scan.js';
import type { RecordField } from '../../functions/src/shared/contract/field.schema.js';
import type { Task } from '../../functions/src/shared/contract/task.schema.js';
import { reachOf } from '../../functions/src/shared/permissions/record-reach.js';
import { BenchApi, createBenchProgram, createModel } from './grid-bench-api.js';
import { BENCH_FIELDS, FIELDS_TO_DISPLAY, FILTERABLE_FIELDS } from './grid-bench-data.js';
import { loadRecords } from './grid-bench-load.js';

// Issue 13's export target: 100,000 records to CSV in ≤ 60 s, the function's memory under
// 256 MiB (the file is streamed). Measured twice:
// - through the whole local stack: POST …/records/export (an EXPORT task above 5,000 records),
//   polled until DONE, the file downloaded and its rows counted; the Functions emulator's
//   workers' resident memory (VmRSS, peak VmHWM, from /proc) before and at the end;
// - in this process: the same writer (writeExportFile over the records scanner) against the
//   stack's Firestore, its live heap sampled every 10,000 rows (garbage collected first), so
//   that a growth with the rows shows. Alone (`npm run bench:export`), the stack's functions run
//   with a 128 MiB V8 heap (EXPORT_BENCH_HEAP_MIB).
// Figures are printed beside their targets, never asserted (a busy machine would make them
// flaky).

const RECORDS = Number(process.env.RAINBOW_EXPORT_BENCH_RECORDS ?? 100_000);
const MIB = 1024 * 1024;

interface BenchCollect {
  programId: string;
  collectId: string;
  fields: RecordField[];
}

async function createExportCollect(api: BenchApi): Promise<BenchCollect> {
  const programId = await createBenchProgram(api);
  const modelId = await createModel(api, `Export benchmark ${Date.now()}`, BENCH_FIELDS);
  const model = await api.call<{ model: { fields: RecordField[] } }>(
    'GET',
    `/api/admin/models/${modelId}`,
  );
  const created = await api.call<{ _id: string }>('POST', `/api/program/${programId}/collect`, {
    title: 'Case files',
    title_fr: 'Dossiers',
    model: modelId,
    fieldsToDisplay: FIELDS_TO_DISPLAY,
    filterable_fields: FILTERABLE_FIELDS,
  });
  return { programId, collectId: created.body._id, fields: model.body.model.fields };
}

/** A process's parent, from /proc (null once it is gone). */
function parentOf(pid: string): string | null {
  try {
    // `pid (command) state ppid …`: the command may hold spaces, the fields after it do not.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? null;
  } catch {
    return null;
  }
}

function descendsFromUs(pid: string): boolean {
  const us = String(process.pid);
  for (let current: string | null = pid; current && current !== '0' && current !== '1';) {
    if (current === us) return true;
    current = parentOf(current);
  }
  return false;
}

/**
 * The largest resident and peak memory (MiB) among this stack's Functions emulator workers
 * (processes of firebase-tools' functionsEmulatorRuntime started under this benchmark; other
 * stacks on the machine are left out).
 */
function functionWorkersMemory(): { rss: number; peak: number; workers: number } {
  let rss = 0;
  let peak = 0;
  let workers = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.includes('functionsEmulatorRuntime') || !descendsFromUs(pid)) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      rss = Math.max(rss, kib('VmRSS') / 1024);
      peak = Math.max(peak, kib('VmHWM') / 1024);
      workers += 1;
    } catch {
      // The process ended meanwhile.
    }
  }
  return { rss, peak, workers };
}

/** Lines and bytes of a download, read as a stream. */
async function countDownload(url: string): Promise<{ lines: number; bytes: number }> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`Download failed: ${response.status}`);
  let lines = 0;
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 0x0a) lines += 1;
  }
  return { lines, bytes };
}

async function throughTheStack(api: BenchApi, collect: BenchCollect) {
  const before = functionWorkersMemory();
  const started = performance.now();
  const answer = await api.call<{ task?: Task; fileUrl?: string }>(
    'POST',
    `/api/programs/${collect.programId}/collects/${collect.collectId}/records/export`,
    { format: 'csv' },
  );
  let task = answer.body.task;
  let fileUrl = answer.body.fileUrl ?? null;
  let rssMax = before.rss;
  while (task && task.status !== 'DONE') {
    if (task.status === 'FAILED' || task.status === 'CANCELLED') {
      throw new Error(`The export task ended ${task.status}: ${task.error ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    rssMax = Math.max(rssMax, functionWorkersMemory().rss);
    const read = await api.call<{ task: Task }>(
      'GET',
      `/api/programs/${collect.programId}/tasks/${task._id}`,
    );
    task = read.body.task;
    fileUrl = task.file_url;
  }
  const seconds = (performance.now() - started) / 1000;
  if (!fileUrl) throw new Error('The export produced no file');
  const file = await countDownload(fileUrl);
  return { seconds, file, before, after: functionWorkersMemory(), rssMax };
}

async function inProcess(stack: Stack, collect: BenchCollect) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${stack.ports.firestore}`;
  const app = initializeApp({ projectId: PROJECT_ID }, `export-bench-${randomUUID()}`);
  const root = await mkdtemp(join(tmpdir(), 'rainbow-export-bench-'));
  try {
    const db = getFirestore(app);
    const found = await createRecordsRepository(db).findCollect(collect.collectId);
    if (!found) throw new Error('The benchmark collect is gone');
    const blobs = createFilesystemBlobStore({
      root,
      baseUrl: 'http://127.0.0.1/api/blobs',
      signer: createBlobSigner('b'.repeat(32), systemClock),
    });
    const reach = reachOf({ uid: 'bench', level: 'SUPER_ADMIN', roles: [] }, found, null);
    const view = checkRecordView(found, {});
    // The live heap (after a full collection) every 10,000 rows: a writer that kept rows would
    // grow with them. V8 hands out its collector when asked at run time, so no node flag is
    // needed; without it the figures would include garbage not collected yet.
    const fullGc = exposedGc();
    const samples: number[] = [];
    const sample = () => {
      fullGc?.();
      samples.push(process.memoryUsage().heapUsed / MIB);
    };
    sample();
    const started = performance.now();
    const rows = await writeExportFile(
      blobs,
      {
        path: exportPath(found.id, 'bench', 'bench.csv'),
        format: 'csv',
        locale: 'en',
        title: found.title,
        fields: found.fields,
      },
      exportValues(createRecordsScanner(db), { collect: found, reach, ids: null, view }),
      (written) => {
        if (written % 10_000 === 0) sample();
        return Promise.resolve();
      },
    );
    return {
      rows,
      seconds: (performance.now() - started) / 1000,
      samples,
      collected: fullGc !== undefined,
    };
  } finally {
    await deleteApp(app);
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * The V8 heap the stack's functions get under `--only export` (bench-cli.ts): with a heap this
 * size the worker's whole resident memory (code, buffers, the emulator runtime) stays within what
 * a 256 MiB instance offers, so an export that completes under it fits one. Without a limit V8
 * lets garbage pile up while memory is plentiful, and the peak says little about the export.
 */
export const EXPORT_BENCH_HEAP_MIB = 128;

/** V8's full collection: global `gc` under --expose-gc, otherwise enabled now. */
function exposedGc(): (() => void) | undefined {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  return typeof gc === 'function' ? (gc as () => void) : undefined;
}

export async function runExportBench(stack: Stack, heapMiB: number | null = null): Promise<void> {
  const superAdmin = stack.seed.accounts.find((account) => account.role === 'SUPER_ADMIN');
  if (!superAdmin) throw new Error('The seed has no super administrator');
  const api = new BenchApi(stack.webUrl);
  await api.signIn(superAdmin.email, superAdmin.password);
  const collect = await createExportCollect(api);
  console.log(`[bench] export: loading ${RECORDS.toLocaleString('en-US')} records…`);
  await loadRecords(
    {
      ...collect,
      firestoreHost: `127.0.0.1:${stack.ports.firestore}`,
      projectId: PROJECT_ID,
      author: null,
    },
    RECORDS,
  );

  const stackRun = await throughTheStack(api, collect);
  const local = await inProcess(stack, collect);
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  console.log(`[bench] export of ${RECORDS.toLocaleString('en-US')} records to CSV`);
  console.log(
    `[bench]   through the stack (EXPORT task): ${stackRun.seconds.toFixed(1)} s   (issue 13: ≤ 60 s); ${(stackRun.file.lines - 1).toLocaleString('en-US')} rows, ${(stackRun.file.bytes / MIB).toFixed(1)} MiB`,
  );
  console.log(
    `[bench]   the function worker (largest of ${stackRun.after.workers}; ${heapMiB === null ? 'V8 heap unlimited' : `V8 heap limited to ${heapMiB} MiB`}): RSS ${mib(stackRun.before.rss)} before, ${mib(stackRun.rssMax)} at most while polled, peak ${mib(stackRun.after.peak)}   (issue 13: < 256 MiB)`,
  );
  console.log(
    `[bench]   in this process: ${local.rows.toLocaleString('en-US')} rows in ${local.seconds.toFixed(1)} s; heap${local.collected ? ' after a full GC' : ' (no --expose-gc: garbage included)'} every 10,000 rows: ${local.samples.map((value) => value.toFixed(0)).join(', ')} MiB`,
  );
}
