import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Firestore } from '@google-cloud/firestore';
import { startFirestoreEmulator } from '../index.js';
import type { RunningFirestoreEmulator } from '../index.js';

interface Answer {
  status: number;
  body: string;
}

let emulator: RunningFirestoreEmulator;
let db: Firestore;
const PROJECT = 'admin-http';

/** node:http rather than fetch, which does not let a caller choose the Host header. */
function send(method: string, path: string, host?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: emulator.port,
        method,
        path,
        headers: host === undefined ? {} : { host },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const resetPath = `/emulator/v1/projects/${PROJECT}/databases/(default)/documents`;

async function stillAnswers(): Promise<number> {
  return (await send('GET', '/')).status;
}

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ port: 0, quiet: true });
  // The client prefers FIRESTORE_EMULATOR_HOST (the suite's shared emulator) to its settings.
  const shared = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  db = new Firestore({ projectId: PROJECT });
  if (shared === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = shared;
});

afterAll(async () => {
  await db.terminate();
  await emulator.stop();
});

describe('admin HTTP endpoints', () => {
  it('answers a malformed percent-encoding with a 400 and keeps running', async () => {
    const answer = await send('GET', '/emulator/v1/projects/%ZZ/billing');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 400, message: 'Malformed percent-encoding in the path' },
    });
    expect(await stillAnswers()).toBe(200);
  });

  it('refuses a reset sent under another host name (DNS rebinding) and keeps the data', async () => {
    await db.doc('kept/doc').set({ v: 1 });
    const answer = await send('DELETE', resetPath, `rebind.example:${emulator.port}`);
    expect(answer.status).toBe(403);
    expect((await db.doc('kept/doc').get()).get('v')).toBe(1);
  });

  it('refuses every endpoint, health and billing included, under another host name', async () => {
    const other = `evil.example:${emulator.port}`;
    expect((await send('GET', '/', other)).status).toBe(403);
    expect((await send('GET', `/emulator/v1/projects/${PROJECT}/billing`, other)).status).toBe(403);
  });

  it('answers loopback names, with or without a port', async () => {
    for (const host of [
      `localhost:${emulator.port}`,
      'localhost',
      `127.0.0.1:${emulator.port}`,
      `[::1]:${emulator.port}`,
      'LOCALHOST.',
    ]) {
      expect({ host, status: (await send('GET', '/', host)).status }).toEqual({
        host,
        status: 200,
      });
    }
  });

  it('still resets from a loopback host', async () => {
    await db.doc('wiped/doc').set({ v: 1 });
    expect((await send('DELETE', resetPath, `localhost:${emulator.port}`)).status).toBe(200);
    expect((await db.doc('wiped/doc').get()).exists).toBe(false);
  });

  it('survives a connection reset before its first byte', async () => {
    await new Promise<void>((resolve, reject) => {
      const socket = connect(emulator.port, '127.0.0.1', () => {
        socket.resetAndDestroy();
        resolve();
      });
      socket.on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stillAnswers()).toBe(200);
  });

  it('answers garbage that is not HTTP with a 400 and keeps running', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(emulator.port, '127.0.0.1', () => socket.end('NOT HTTP\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(await stillAnswers()).toBe(200);
  });
});
