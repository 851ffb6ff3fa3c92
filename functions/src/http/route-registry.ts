import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { appError } from '../core/errors.js';
import { logs } from '../core/logs.js';
import type { ErrorCode } from '../shared/contract/error.schema.js';
import { INTERNAL_MESSAGE } from './error-handler.js';
import { contextOf } from './request-context.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One call of the api as integrators see it. The same object mounts the handler (adding the
 * authentication middleware when `auth` is true) and feeds /api/openapi.json and /api/docs, so
 * the documentation cannot drift from what runs.
 */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** Express path below /api, e.g. `/programs/:programId`. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** 'optional': a token is verified when sent (the handler reads `optionalUserOf`). */
  readonly auth: boolean | 'optional';
  readonly query?: z.ZodObject;
  readonly body?: {
    readonly contentType: 'application/json' | 'multipart/form-data';
    readonly schema: z.ZodType;
  };
  readonly response: {
    readonly status: number;
    readonly description: string;
    readonly contentType: string;
    /** Absent for responses that are not JSON (files, HTML). */
    readonly schema?: z.ZodType;
  };
  readonly errors: readonly ErrorCode[];
}

export interface JsonRouteSpec extends RouteSpec {
  readonly response: RouteSpec['response'] & {
    readonly contentType: 'application/json';
    readonly schema: z.ZodType;
  };
}

export interface ApiRoutes {
  readonly router: Router;
  readonly registry: RouteSpec[];
  readonly authenticate: RequestHandler;
  readonly authenticateOptional: RequestHandler;
}

type JsonHandler = (req: Request, res: Response) => unknown;

/**
 * Mounts a JSON call. The handler returns the body; it is checked against the contract's
 * response schema (which also drops any field the contract does not list) before it is sent.
 */
export function jsonRoute(api: ApiRoutes, spec: JsonRouteSpec, handler: JsonHandler): void {
  rawRoute(api, spec, async (req, res) => {
    const result = spec.response.schema.safeParse(await handler(req, res));
    if (!result.success) {
      logs.responseContractViolation(contextOf(res).logger, {
        route: `${spec.method.toUpperCase()} ${spec.path}`,
        issues: result.error.message,
      });
      throw appError('INTERNAL', INTERNAL_MESSAGE);
    }
    res.status(spec.response.status).json(result.data);
  });
}

/** Mounts a call that writes its own response (files, HTML). */
export function rawRoute(api: ApiRoutes, spec: RouteSpec, handler: RequestHandler): void {
  const guard =
    spec.auth === 'optional' ? [api.authenticateOptional] : spec.auth ? [api.authenticate] : [];
  const chain = [...guard, handler];
  api.router[spec.method](spec.path, ...chain);
  api.registry.push(spec);
}
