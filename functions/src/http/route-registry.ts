import type { Request, RequestHandler, Response, Router } from 'express';
import { appError } from '../core/errors.js';
import { logs } from '../core/logs.js';
import type { Endpoint, JsonEndpoint } from '../shared/contract/endpoint.js';
import { INTERNAL_MESSAGE } from './error-handler.js';
import { contextOf } from './request-context.js';

/** An endpoint of the contract with the handlers that serve it. */
export interface RegisteredRoute {
  readonly endpoint: Endpoint;
  readonly handlers: readonly RequestHandler[];
}

/**
 * What modules mount their endpoints on. Routes are collected in mount order (the order the
 * documentation lists them in), then handed to Express by `registerRoutes`, fixed paths first.
 */
export interface ApiRoutes {
  readonly registry: RegisteredRoute[];
  readonly authenticate: RequestHandler;
  readonly authenticateOptional: RequestHandler;
}

type JsonHandler = (req: Request, res: Response) => unknown;

/**
 * Mounts a JSON endpoint. The handler returns the body; it is checked against the contract's
 * response schema (which also drops any field the contract does not list) before it is sent.
 */
export function jsonRoute(api: ApiRoutes, endpoint: JsonEndpoint, handler: JsonHandler): void {
  rawRoute(api, endpoint, async (req, res) => {
    const result = endpoint.response.schema.safeParse(await handler(req, res));
    if (!result.success) {
      logs.responseContractViolation(contextOf(res).logger, {
        route: `${endpoint.method.toUpperCase()} ${endpoint.path}`,
        issues: result.error.message,
      });
      throw appError('INTERNAL', INTERNAL_MESSAGE);
    }
    res.status(endpoint.response.status).json(result.data);
  });
}

/** Mounts an endpoint that writes its own response (files, HTML). */
export function rawRoute(api: ApiRoutes, endpoint: Endpoint, handler: RequestHandler): void {
  const guard =
    endpoint.auth === 'optional'
      ? [api.authenticateOptional]
      : endpoint.auth
        ? [api.authenticate]
        : [];
  api.registry.push({ endpoint, handlers: [...guard, handler] });
}

/**
 * Hands the collected routes to Express so that no mount order matters: where two paths could
 * match the same URL, the one with a fixed segment where the other has a parameter comes first
 * (`/programs/role_edit` before `/programs/:program_id`). Otherwise mount order is kept.
 */
export function registerRoutes(router: Router, routes: readonly RegisteredRoute[]): void {
  const ordered = routes
    .map((route, index) => ({ route, index }))
    .sort(
      (a, b) =>
        compareRoutePaths(a.route.endpoint.path, b.route.endpoint.path) || a.index - b.index,
    );
  for (const { route } of ordered)
    router[route.endpoint.method](route.endpoint.path, ...route.handlers);
}

/** Literal segments rank before `:params`, `:params` before a `*rest` wildcard. */
function rankOf(segment: string): number {
  if (segment.startsWith(':')) return 1;
  if (segment.startsWith('*')) return 2;
  return 0;
}

/**
 * Orders paths segment by segment on the kind of segment alone. Two paths that can match one
 * URL agree on every literal they share, so the first segment where their kinds differ is where
 * one is more specific; comparing kinds lexicographically puts that one first.
 */
export function compareRoutePaths(a: string, b: string): number {
  const left = a.split('/').map(rankOf);
  const right = b.split('/').map(rankOf);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}
