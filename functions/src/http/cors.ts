import type { RequestHandler } from 'express';
import { appError } from '../core/errors.js';

const ALLOWED_METHODS = 'GET,POST,PUT,PATCH,DELETE';
const ALLOWED_HEADERS = 'content-type,x-auth,x-request-id';

/**
 * CORS for the configured origins only. Same-origin calls (through Hosting's /api rewrite) need
 * none of it; this serves the Vite dev server and integrators' front ends. Tokens travel in
 * `x-auth`, never in cookies, so credentials are not allowed.
 */
export function cors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    res.vary('Origin');
    const preflight = req.method === 'OPTIONS' && req.get('access-control-request-method');
    if (!origin || !allowed.has(origin)) {
      if (preflight) throw appError('FORBIDDEN', 'Origin not allowed');
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'x-request-id');
    if (!preflight) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
