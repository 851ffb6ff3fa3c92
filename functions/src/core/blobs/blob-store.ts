import { appError } from '../errors.js';

export interface StoredBlob {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/**
 * Where files live: Cloud Storage in production, a folder in the emulator. Paths are relative,
 * slash-separated, and made of safe segments (see `assertBlobPath`).
 */
export interface BlobStore {
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores what `body` yields at `path` without holding it whole (exports of many records): the
   * blob appears complete when the promise resolves, never half-written under its path.
   */
  putStream(path: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  /** null when nothing is stored at `path`. */
  get(path: string): Promise<StoredBlob | null>;
  /** Deleting a missing blob is not an error. */
  delete(path: string): Promise<void>;
  /** Deletes every blob under the folder `prefix` (`collects/{id}`); an empty folder is fine. */
  deleteFolder(prefix: string): Promise<void>;
  /** A URL a browser can GET without credentials until it expires. */
  signedUrl(path: string, ttlSeconds: number): Promise<string>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_PATH_LENGTH = 512;

export function isBlobPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  // A leading dot is refused too, so no segment can be `.` or `..` and nothing is hidden.
  return path.split('/').every((segment) => SEGMENT.test(segment));
}

/** Guards every adapter: a path can never climb out of its root or bucket prefix. */
export function assertBlobPath(path: string): void {
  if (!isBlobPath(path)) throw appError('VALIDATION_ERROR', 'path: Invalid blob path');
}
