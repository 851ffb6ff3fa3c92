import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errorCodeOf } from '../error-codes.js';
import { assertBlobPath } from './blob-store.js';
import type { BlobStore } from './blob-store.js';
import type { BlobSigner } from './blob-signature.js';

export interface FilesystemBlobStoreOptions {
  /** Absolute folder holding `data/<path>` (bytes) and `meta/<path>.json` (content type). */
  readonly root: string;
  /** Public URL of the blobs route, e.g. `http://127.0.0.1:5000/api/blobs`. */
  readonly baseUrl: string;
  readonly signer: BlobSigner;
}

/**
 * The emulator's stand-in for Cloud Storage (whose emulator needs Java 21). Production never
 * uses it: Cloud Functions instances share no disk.
 */
export function createFilesystemBlobStore(options: FilesystemBlobStoreOptions): BlobStore {
  const root = resolve(options.root);
  const dataFile = (path: string) => locate(root, 'data', path, '');
  const metaFile = (path: string) => locate(root, 'meta', path, '.json');

  return {
    async put(path, bytes, contentType) {
      await writeAtomically(dataFile(path), bytes);
      await writeAtomically(metaFile(path), JSON.stringify({ contentType }));
    },
    async putStream(path, body, contentType) {
      const file = dataFile(path);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await pipeline(Readable.from(body), createWriteStream(temporary));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, file);
      await writeAtomically(metaFile(path), JSON.stringify({ contentType }));
    },
    async get(path) {
      try {
        const [bytes, meta] = await Promise.all([
          readFile(dataFile(path)),
          readFile(metaFile(path), 'utf8'),
        ]);
        const parsed: unknown = JSON.parse(meta);
        const contentType =
          typeof parsed === 'object' && parsed !== null && 'contentType' in parsed
            ? String(parsed.contentType)
            : 'application/octet-stream';
        return { bytes, contentType };
      } catch (error) {
        if (errorCodeOf(error) === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(path) {
      await rm(dataFile(path), { force: true });
      await rm(metaFile(path), { force: true });
    },
    async deleteFolder(prefix) {
      await rm(locate(root, 'data', prefix, ''), { recursive: true, force: true });
      await rm(locate(root, 'meta', prefix, ''), { recursive: true, force: true });
    },
    async signedUrl(path, ttlSeconds) {
      assertBlobPath(path);
      const expires = options.signer.expiryIn(ttlSeconds);
      const signature = options.signer.sign(path, expires);
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      return `${options.baseUrl}/${encoded}?expires=${expires}&sig=${signature}`;
    },
  };
}

/** Validated segments (no `..`, no leading dot) cannot climb out of `root/area`. */
function locate(root: string, area: 'data' | 'meta', path: string, suffix: string): string {
  assertBlobPath(path);
  return `${join(root, area, ...path.split('/'))}${suffix}`;
}

async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
