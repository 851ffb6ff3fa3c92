import type { Request } from 'express';
import { rawRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { contextOf } from '../../http/request-context.js';
import type { BlobSigner } from '../../core/blobs/blob-signature.js';
import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { Clock } from '../../core/clock.js';
import { forbidden, notFound } from '../../core/errors.js';
import { logs } from '../../core/logs.js';
import { systemEndpoints } from '../../shared/contract/system.endpoints.js';

// Only these render in the browser; anything else downloads, so an uploaded HTML or SVG file
// can never run as a page of our origin.
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * Serves the filesystem blob store's signed links (`signedUrl`), the local counterpart of
 * Cloud Storage's V4 URLs: no token, only an unexpired HMAC over path and expiry.
 */
export function mountBlobs(
  api: ApiRoutes,
  deps: { blobs: BlobStore; signer: BlobSigner; clock: Clock },
): void {
  rawRoute(api, systemEndpoints.blob, async (req, res) => {
    const path = blobPathOf(req);
    const check = deps.signer.verify(path, queryString(req, 'expires'), queryString(req, 'sig'));
    if (check !== 'VALID') {
      logs.blobLinkRefused(contextOf(res).logger, check);
      throw forbidden('This link is invalid or has expired');
    }
    const blob = await deps.blobs.get(path);
    if (!blob) throw notFound('File not found');
    const expiresAt = Number(queryString(req, 'expires')) * 1000;
    const maxAge = Math.max(0, Math.floor((expiresAt - deps.clock.now().getTime()) / 1000));
    res.setHeader('Content-Type', blob.contentType);
    res.setHeader('Content-Disposition', disposition(path, blob.contentType));
    res.setHeader('Cache-Control', `private, max-age=${maxAge}`);
    // The web app may run on another origin locally (Vite on :5173) and still show logos.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.status(200).end(Buffer.from(blob.bytes));
  });
}

function blobPathOf(req: Request): string {
  // Express 5 hands a `*name` wildcard over as its decoded segments.
  const value: unknown = req.params.path;
  return Array.isArray(value) ? value.map(String).join('/') : String(value ?? '');
}

function queryString(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  return typeof value === 'string' ? value : undefined;
}

function disposition(path: string, contentType: string): string {
  if (INLINE_TYPES.has(contentType)) return 'inline';
  const filename = (path.split('/').pop() ?? 'file').replace(/[^\w.-]/g, '_');
  return `attachment; filename="${filename}"`;
}
