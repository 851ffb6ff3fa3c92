import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.js';

export type SignatureCheck = 'VALID' | 'EXPIRED' | 'INVALID';

export interface BlobSigner {
  /** `expires` is a Unix time in seconds; the signature covers the path and the expiry. */
  sign(path: string, expires: number): string;
  verify(path: string, expires: string | undefined, signature: string | undefined): SignatureCheck;
  expiryIn(ttlSeconds: number): number;
}

/** HMAC-SHA256 links for the filesystem blob store (Cloud Storage signs its own URLs). */
export function createBlobSigner(secret: string, clock: Clock): BlobSigner {
  const sign = (path: string, expires: number) =>
    createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');

  return {
    sign,
    expiryIn: (ttlSeconds) => Math.floor(clock.now().getTime() / 1000) + ttlSeconds,
    verify(path, expires, signature) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'INVALID';
      const expected = Buffer.from(sign(path, Number(expires)));
      const given = Buffer.from(signature);
      // Compare in constant time; lengths differ only for forged input, which may fail fast.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'INVALID';
      return Number(expires) * 1000 < clock.now().getTime() ? 'EXPIRED' : 'VALID';
    },
  };
}
