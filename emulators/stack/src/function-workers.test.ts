import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';

import { countFunctionWorkers } from './function-workers.js';

const hasProc = fs.existsSync('/proc/self/environ');
const started: ChildProcess[] = [];

/** A process that looks like a Functions emulator worker of `target` (its command and env). */
async function fakeWorker(target: string): Promise<number | undefined> {
  const child = spawn(
    process.execPath,
    ['-e', 'setInterval(() => {}, 1000)', 'lib/emulator/functionsEmulatorRuntime'],
    { env: { ...process.env, FUNCTION_TARGET: target }, stdio: 'ignore' },
  );
  started.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid;
}

afterEach(() => {
  for (const child of started.splice(0)) child.kill();
});

describe.runIf(hasProc)('countFunctionWorkers', () => {
  it("counts this process's workers of one function only", async () => {
    const before = countFunctionWorkers('api');
    await fakeWorker('api');
    await fakeWorker('api');
    await fakeWorker('runImport');
    expect(countFunctionWorkers('api')).toBe((before ?? 0) + 2);
    expect(countFunctionWorkers('runImport')).toBe(1);
  });

  it("does not count another process's workers", async () => {
    await fakeWorker('api');
    const elsewhere = await fakeWorker('other');
    expect(countFunctionWorkers('api', elsewhere)).toBe(0);
  });
});
