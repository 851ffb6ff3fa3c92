import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FrontProxy {
  readonly port: number;
  close(): Promise<void>;
}

interface FrontProxyOptions {
  host: string;
  port: number;
  /** Where the Hosting emulator listens. */
  upstreamPort: number;
}

export const MALFORMED_PATH_MESSAGE = 'Malformed percent-encoding';

/**
 * The local stack's public port. It passes every request to the Hosting emulator, except those
 * whose path cannot be percent-decoded (`/api/programs/%ZZ`): firebase-tools' static server
 * (superstatic) throws on them and answers a plain-text 500, and behind it the Functions
 * emulator's router answers an HTML page with a stack trace, so the api never sees them.
 * Production does not hand such a path to the app either: Hosting decodes paths before it
 * matches rewrites, and the Cloud Functions runtime (functions-framework) refuses an undecodable
 * path before the app runs, with a plain 400 "Bad Request" (functions-framework-nodejs#409; a
 * 500 is reported on 2nd gen in firebase-functions#1646). Bad input is a 400 in this api, so
 * the front answers 400: in the api's error shape under /api, a plain "Bad Request" elsewhere.
 */
export async function startFrontProxy(options: FrontProxyOptions): Promise<FrontProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    // A client that goes away must not become an unhandled 'error' event in the launcher.
    request.on('error', () => request.destroy());
    response.on('error', () => response.destroy());
    if (!hasDecodablePath(request.url ?? '/')) {
      refuseMalformedPath(request, response);
      return;
    }
    forward(request, response, { host: options.host, port: options.upstreamPort, agent });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

/** True when every percent-escape of the path (not the query) decodes to UTF-8. */
export function hasDecodablePath(url: string): boolean {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Hosting emulator matches rewrites with minimatch, whose `**` skips a path segment that
 * begins with a dot: `/api/programs/..%2F..%2Fadmin` or `/api/programs/.x` match neither
 * `/api/**` nor `**`, and the emulator answers its own HTML "Cannot GET" 404 instead of handing
 * the request to the api. Production Hosting hands every `/api/` path to the function (it
 * decodes the path before matching, see above; nothing in its documented globs excludes dot
 * segments). So under /api a segment's leading dot is sent as `%2E`: the same URI by RFC 3986
 * §6.2.2.2 (an unreserved character and its escape are equivalent), the same decoded path and
 * parameters for the app, only no longer hidden from the glob. The segments `.` and `..` are
 * left alone: they are path structure, not names, and browsers resolve them before sending.
 */
export function routableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (path !== '/api' && !path.startsWith('/api/')) return url;
  const routable = path
    .split('/')
    .map((segment) =>
      segment.startsWith('.') && segment !== '.' && segment !== '..'
        ? `%2E${segment.slice(1)}`
        : segment,
    )
    .join('/');
  return queryStart === -1 ? routable : routable + url.slice(queryStart);
}

function refuseMalformedPath(request: IncomingMessage, response: ServerResponse): void {
  request.resume();
  const url = request.url ?? '/';
  const api = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  const body = api
    ? JSON.stringify({
        error: {
          code: 'VALIDATION_ERROR',
          message: `path: ${MALFORMED_PATH_MESSAGE}`,
          details: { issues: [{ path: 'path', message: MALFORMED_PATH_MESSAGE }] },
        },
      })
    : 'Bad Request';
  response.writeHead(400, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

interface Upstream {
  host: string;
  port: number;
  agent: http.Agent;
}

/** Streams the request to the Hosting emulator and its answer back, headers untouched. */
function forward(request: IncomingMessage, response: ServerResponse, upstream: Upstream): void {
  const outgoing = http.request(
    {
      host: upstream.host,
      port: upstream.port,
      agent: upstream.agent,
      method: request.method,
      path: routableUrl(request.url ?? '/'),
      // Host is kept: the emulator builds absolute URLs and CORS checks from it.
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    },
  );
  outgoing.on('error', () => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The Hosting emulator did not answer.');
  });
  response.on('close', () => {
    if (!response.writableFinished) outgoing.destroy();
  });
  request.pipe(outgoing);
}
