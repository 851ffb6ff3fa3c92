import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorContext } from '../emulator-context.js';

const RESET_PATH = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/;
const BILLING_PATH = /^\/emulator\/v1\/projects\/([^/]+)\/billing\/?$/;

function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** Wipes a database: documents, index entries, open transactions. */
function resetDatabase(ctx: EmulatorContext, project: string, database: string): void {
  const dbId = ctx.store.databaseId(`${project}/${database}`);
  ctx.transactions.endAll(dbId);
  ctx.store.wipe(dbId);
}

/**
 * The plain-HTTP side of the port: the official emulator's reset call, the
 * billing counters and a health check.
 */
export function handleAdminRequest(
  ctx: EmulatorContext,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  const method = request.method ?? 'GET';
  request.resume();
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
      (error: unknown) => sendJson(response, 500, { error: { code: 500, message: String(error) } }),
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
  sendJson(response, 404, { error: { code: 404, message: `No route for ${method} ${path}` } });
}
