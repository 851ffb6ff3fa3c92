import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Bucket } from '@google-cloud/storage';
import { errorCodeOf } from '../error-codes.js';
import { assertBlobPath } from './blob-store.js';
import type { BlobStore } from './blob-store.js';

/**
 * Cloud Storage (the project's default bucket). Signed URLs are V4, which Google caps at seven
 * days; the function's service account needs `iam.serviceAccounts.signBlob` on itself.
 */
export function createCloudStorageBlobStore(bucket: Bucket): BlobStore {
  const file = (path: string) => {
    assertBlobPath(path);
    return bucket.file(path);
  };

  return {
    async put(path, bytes, contentType) {
      await file(path).save(Buffer.from(bytes), { contentType, resumable: false });
    },
    async putStream(path, body, contentType) {
      // Cloud Storage makes the object visible only once the upload completes.
      await pipeline(
        Readable.from(body),
        file(path).createWriteStream({ contentType, resumable: false }),
      );
    },
    async get(path) {
      const target = file(path);
      try {
        const [[bytes], [metadata]] = await Promise.all([target.download(), target.getMetadata()]);
        return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if (errorCodeOf(error) === 404) return null;
        throw error;
      }
    },
    async delete(path) {
      await file(path).delete({ ignoreNotFound: true });
    },
    async deleteFolder(prefix) {
      assertBlobPath(prefix);
      // The trailing slash keeps `collects/ab` from matching `collects/abc/…`.
      await bucket.deleteFiles({ prefix: `${prefix}/`, force: true });
    },
    async signedUrl(path, ttlSeconds) {
      const [url] = await file(path).getSignedUrl({
        version: 'v4',
        action: 'read',
        expires: Date.now() + ttlSeconds * 1000,
      });
      return url;
    },
  };
}
