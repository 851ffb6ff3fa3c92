import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent verbatim on the request line: fetch would normalise `..` and re-encode. */
  target: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  timeoutMs: number;
}

export type RawAnswer =
  | { ok: true; status: number; headers: IncomingHttpHeaders; text: string; ms: number }
  | { ok: false; error: string; ms: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One HTTP/1.1 request to `base` (http://host:port) with full control over the bytes sent. */
export async function rawRequest(base: string, request: RawRequest): Promise<RawAnswer> {
  const first = await attempt(base, request);
  // A kept-alive socket that the server closed while idle fails before the request reaches
  // it; Node's documentation says to retry then, as browsers do.
  if (first.answer.ok || !first.staleSocket) return first.answer;
  return (await attempt(base, request)).answer;
}

interface Attempt {
  answer: RawAnswer;
  staleSocket: boolean;
}

function attempt(base: string, request: RawRequest): Promise<Attempt> {
  const url = new URL(base);
  const began = performance.now();
  const elapsed = (): number => Math.round(performance.now() - began);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: RawAnswer, staleSocket = false): void => {
      if (settled) return;
      settled = true;
      resolve({ answer, staleSocket });
    };
    let req: http.ClientRequest;
    try {
      req = http.request({
        agent,
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.target,
        headers: {
          ...request.headers,
          ...(request.body ? { 'content-length': String(request.body.length) } : {}),
        },
      });
    } catch (error) {
      // Node refuses some targets itself (control characters); that is the client's limit.
      settle({ ok: false, error: `client refused: ${(error as Error).message}`, ms: elapsed() });
      return;
    }
    req.setTimeout(request.timeoutMs, () => {
      req.destroy(new Error(`no answer within ${request.timeoutMs} ms`));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      const reset = error.code === 'ECONNRESET' || error.message === 'socket hang up';
      settle({ ok: false, error: error.message, ms: elapsed() }, reset && req.reusedSocket);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => settle({ ok: false, error: error.message, ms: elapsed() }));
      res.on('end', () =>
        settle({
          ok: true,
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: elapsed(),
        }),
      );
    });
    req.end(request.body);
  });
}

export function closeConnections(): void {
  agent.destroy();
}
