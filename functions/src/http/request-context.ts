import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { RequestHandler, Response } from 'express';
import type { Logger } from '../core/logger.js';
import { logs } from '../core/logs.js';
import type { Subject } from '../shared/permissions/roles.js';
import type { User } from '../shared/contract/user.schema.js';

/** The caller, once `x-auth` has been verified and their account read. */
export interface CurrentUser extends Subject {
  readonly user: User;
}

export interface RequestContext {
  readonly requestId: string;
  readonly logger: Logger;
  currentUser?: CurrentUser;
}

// Keyed by the response object, so a context lives exactly as long as its request.
const contexts = new WeakMap<Response, RequestContext>();

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (the caller's `x-request-id` when well-formed, else a new one),
 * echoes it, and logs one `request.completed` entry when the response is sent.
 */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ requestId });
    contexts.set(res, { requestId, logger: requestLogger });
    res.setHeader('x-request-id', requestId);
    const started = performance.now();
    // Read now: routers rewrite req.url while they handle the request. The path only, since
    // query strings can hold signatures.
    const path = req.path;
    res.on('finish', () => {
      logs.requestCompleted(requestLogger, {
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
      });
    });
    next();
  };
}

export function contextOf(res: Response): RequestContext {
  const context = contexts.get(res);
  if (!context) throw new Error('requestContext middleware is not installed');
  return context;
}
