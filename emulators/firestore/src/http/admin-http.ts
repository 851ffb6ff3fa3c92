import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorContext } from '../emulator-context.js';
import { handleIndexRequest } from '../indexes/index-admin-routes.js';

const RESET_PATH = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/;
const BILLING_PATH = /^\/emulator\/v1\/projects\/([^/]+)\/billing\/?$/;

export interface AdminHttpOptions {
  /** Whether a request's `Host` header may use the admin endpoints (DNS-rebinding guard). */
  readonly allowsHost: (hostHeader: string | undefined) => boolean;
  readonly report: (error: unknown) => void;
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendError(response: ServerResponse, statusCode: number, message: string): void {
  sendJson(response, statusCode, { error: { code: statusCode, message } });
}

/** Wipes a database: documents, index entries, open transactions. */
function resetDatabase(ctx: EmulatorContext, project: string, database: string): void {
  const dbId = ctx.store.databaseId(`${project}/${database}`);
  ctx.transactions.endAll(dbId);
  ctx.store.wipe(dbId);
}

/** The decoded path, or undefined when its percent-encoding is malformed (`%ZZ`). */
function decodedPath(request: IncomingMessage): string | undefined {
  try {
    return decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

/**
 * The plain-HTTP side of the port: the official emulator's reset call, the billing counters,
 * Firestore's Admin API for indexes and a health check. It never throws: an exception here would escape the HTTP parser and end the
 * process, and with it the whole local stack.
 */
export function adminRequestHandler(
  ctx: EmulatorContext,
  options: AdminHttpOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    // A client that goes away mid-request must not become an unhandled 'error' event.
    request.on('error', () => request.destroy());
    response.on('error', () => response.destroy());
    try {
      route(ctx, options, request, response);
    } catch (error) {
      options.report(error);
      sendError(response, 500, 'Internal error');
    }
  };
}

function route(
  ctx: EmulatorContext,
  options: AdminHttpOptions,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (!options.allowsHost(request.headers.host)) {
    request.resume();
    sendError(response, 403, 'Host not allowed: use localhost or the address the emulator is on');
    return;
  }
  const path = decodedPath(request);
  if (path === undefined) {
    request.resume();
    sendError(response, 400, 'Malformed percent-encoding in the path');
    return;
  }
  // The index endpoints read a body; every other route drains it unread.
  const indexes = handleIndexRequest(ctx, path, request, (code, body) =>
    sendJson(response, code, body),
  );
  if (indexes) {
    indexes.catch((error: unknown) => {
      options.report(error);
      sendError(response, 500, 'Internal error');
    });
    return;
  }
  request.resume();
  const method = request.method ?? 'GET';
  if (path === '/' && (method === 'GET' || method === 'HEAD')) {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('Ok');
    return;
  }
  const reset = RESET_PATH.exec(path);
  if (reset && method === 'DELETE') {
    resetDatabase(ctx, reset[1] ?? '', reset[2] ?? '');
    ctx.store.durable().then(
      () => sendJson(response, 200, {}),
      (error: unknown) => {
        options.report(error);
        sendError(response, 500, String(error));
      },
    );
    return;
  }
  const billing = BILLING_PATH.exec(path);
  if (billing && method === 'GET') {
    sendJson(response, 200, ctx.billing.get(billing[1] ?? ''));
    return;
  }
  if (billing && method === 'DELETE') {
    ctx.billing.reset(billing[1] ?? '');
    sendJson(response, 200, {});
    return;
  }
  sendError(response, 404, `No route for ${method} ${path}`);
}
