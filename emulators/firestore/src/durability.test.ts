import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(PACKAGE_DIR, 'src', 'cli.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'firestore-durability-'));

interface Child {
  readonly process: ChildProcess;
  readonly host: string;
}

/** Starts the CLI as its own process on the data folder, as `npm start` would. */
async function startCli(): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, '--port', '0', '--data', dataDir],
    {
      cwd: PACKAGE_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const host = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\S+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`emulator exited (${String(code)}): ${output}`)));
  });
  return { process: child, host };
}

function client(host: string, name: string): { app: App; db: Firestore } {
  process.env.FIRESTORE_EMULATOR_HOST = host;
  const app = initializeApp({ projectId: 'durability' }, name);
  return { app, db: getFirestore(app) };
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('durability', () => {
  it('keeps every acknowledged commit and no partial one after SIGKILL', async () => {
    const first = await startCli();
    const { db } = client(first.host, 'before-kill');
    const acknowledged: number[] = [];
    let killed = false;
    let next = 0;
    // Each commit writes two documents: after the crash both exist or neither.
    const writer = async (): Promise<void> => {
      while (!killed) {
        const i = next++;
        const batch = db.batch();
        batch.set(db.doc(`pairs/a${i}`), { i, half: 'a' });
        batch.set(db.doc(`pairs/b${i}`), { i, half: 'b' });
        try {
          await batch.commit();
          if (!killed) acknowledged.push(i);
        } catch {
          return;
        }
      }
    };
    const writers = Array.from({ length: 8 }, () => writer());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    killed = true;
    first.process.kill('SIGKILL');
    await once(first.process, 'exit');
    void Promise.allSettled(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await startCli();
    const { app, db: reader } = client(second.host, 'after-restart');
    try {
      const snapshot = await reader.collection('pairs').get();
      const halves = new Map<number, Set<string>>();
      for (const doc of snapshot.docs) {
        const i = doc.get('i') as number;
        const set = halves.get(i) ?? new Set<string>();
        set.add(doc.get('half') as string);
        halves.set(i, set);
      }
      for (const i of acknowledged)
        expect(halves.get(i), `acknowledged commit ${i}`).toEqual(new Set(['a', 'b']));
      for (const [i, set] of halves) expect(set.size, `commit ${i} is whole`).toBe(2);
    } finally {
      second.process.kill('SIGTERM');
      await once(second.process, 'exit');
      await deleteApp(app);
    }
  }, 60_000);
});
