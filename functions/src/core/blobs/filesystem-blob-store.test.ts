import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { createBlobSigner } from './blob-signature.js';
import { isBlobPath } from './blob-store.js';
import type { BlobStore } from './blob-store.js';
import { createFilesystemBlobStore } from './filesystem-blob-store.js';

describe('filesystem blob store', () => {
  let root: string;
  let store: BlobStore;
  const signer = createBlobSigner('x'.repeat(32), systemClock);

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rainbow-blob-test-'));
    store = createFilesystemBlobStore({ root, baseUrl: 'http://web.test/api/blobs', signer });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back with the content type, and deletes', async () => {
    await store.put('programs/p1/logo.png', new Uint8Array([1, 2, 3]), 'image/png');
    const blob = await store.get('programs/p1/logo.png');
    expect(blob?.contentType).toBe('image/png');
    expect([...(blob?.bytes ?? [])]).toEqual([1, 2, 3]);
    await store.delete('programs/p1/logo.png');
    expect(await store.get('programs/p1/logo.png')).toBeNull();
    await expect(store.delete('programs/p1/logo.png')).resolves.toBeUndefined();
  });

  it('stores a stream chunk by chunk, and leaves nothing behind when the stream fails', async () => {
    async function* parts() {
      yield new TextEncoder().encode('a,b\n');
      yield new TextEncoder().encode('1,2\n');
    }
    await store.putStream('exports/e1/out.csv', parts(), 'text/csv');
    const blob = await store.get('exports/e1/out.csv');
    expect(blob?.contentType).toBe('text/csv');
    expect(new TextDecoder().decode(blob?.bytes)).toBe('a,b\n1,2\n');

    async function* broken() {
      yield new TextEncoder().encode('half');
      throw new Error('source failed');
    }
    await expect(store.putStream('exports/e2/out.csv', broken(), 'text/csv')).rejects.toThrow(
      'source failed',
    );
    expect(await store.get('exports/e2/out.csv')).toBeNull();
    expect(await readdir(join(root, 'data', 'exports', 'e2'))).toEqual([]);
  });

  it('deletes a folder with everything under it, and only that folder', async () => {
    const bytes = new Uint8Array([7]);
    await store.put('collects/c1/files/f1/a.pdf', bytes, 'application/pdf');
    await store.put('collects/c1/files/f2/b.png', bytes, 'image/png');
    await store.put('collects/c10/files/f3/c.png', bytes, 'image/png');
    await store.deleteFolder('collects/c1');
    expect(await store.get('collects/c1/files/f1/a.pdf')).toBeNull();
    expect(await store.get('collects/c1/files/f2/b.png')).toBeNull();
    expect(await store.get('collects/c10/files/f3/c.png')).not.toBeNull();
    await expect(store.deleteFolder('collects/c1')).resolves.toBeUndefined();
  });

  it('leaves no temporary files behind', async () => {
    await store.put('a/b.txt', new Uint8Array([1]), 'text/plain');
    expect((await readdir(join(root, 'data', 'a'))).sort()).toEqual(['b.txt']);
  });

  it('signs links its route can verify', async () => {
    const url = new URL(await store.signedUrl('programs/p_1/logo.png', 60));
    expect(url.origin + url.pathname).toBe('http://web.test/api/blobs/programs/p_1/logo.png');
    const check = signer.verify(
      'programs/p_1/logo.png',
      url.searchParams.get('expires') ?? undefined,
      url.searchParams.get('sig') ?? undefined,
    );
    expect(check).toBe('VALID');
  });

  it.each(['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/./b', 'a\\b', '', 'é'])(
    'refuses the path %j everywhere',
    async (path) => {
      expect(isBlobPath(path)).toBe(false);
      await expect(store.put(path, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/path/);
      await expect(store.get(path)).rejects.toThrow(/path/);
      await expect(store.delete(path)).rejects.toThrow(/path/);
      await expect(store.signedUrl(path, 60)).rejects.toThrow(/path/);
    },
  );
});
