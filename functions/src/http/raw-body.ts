import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

/**
 * Cloud Functions (and its emulator) read the whole request before Express sees it and keep
 * the bytes in `req.rawBody`; the stream is then already consumed. Elsewhere (tests, a plain
 * server) there is no rawBody and the stream is still readable.
 */
export function rawBodyOf(req: Request): Buffer | undefined {
  if ('rawBody' in req && Buffer.isBuffer(req.rawBody)) return req.rawBody;
  return undefined;
}

/**
 * express.json's `verify` hook: keeps the bytes it parsed in `req.rawBody` as Cloud Functions
 * does, so that a signature over the exact body (inbound webhooks) can be checked everywhere.
 */
export function keepRawBody(req: IncomingMessage, _res: unknown, bytes: Buffer): void {
  Object.assign(req, { rawBody: bytes });
}
