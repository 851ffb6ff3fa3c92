import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** Serves a request listener (an Express app) on an ephemeral port. */
export async function serve(listener: RequestListener): Promise<Served> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * What Cloud Functions does before our app runs: read the whole body and keep it in
 * `req.rawBody`, leaving the stream consumed.
 */
export function likeCloudFunctions(listener: RequestListener): RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      Object.assign(req as IncomingMessage & { rawBody?: Buffer }, {
        rawBody: Buffer.concat(chunks),
      });
      listener(req, res);
    });
  };
}
