import express from 'express';
import type { RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../shared/contract/endpoint.js';
import { compareRoutePaths, registerRoutes } from './route-registry.js';
import type { RegisteredRoute } from './route-registry.js';

const sorted = (paths: string[]) => [...paths].sort(compareRoutePaths);

describe('route order', () => {
  it('puts a fixed segment before a parameter at the first place they differ', () => {
    expect(sorted(['/programs/:program_id', '/programs/role_edit'])).toEqual([
      '/programs/role_edit',
      '/programs/:program_id',
    ]);
    expect(sorted(['/programs/:programId/user-groups', '/programs/collects/:id'])).toEqual([
      '/programs/collects/:id',
      '/programs/:programId/user-groups',
    ]);
  });

  it('puts a parameter before a wildcard', () => {
    expect(sorted(['/blobs/*path', '/blobs/:id'])).toEqual(['/blobs/:id', '/blobs/*path']);
  });

  it('ranks paths of equal shape the same, so mount order decides between them', () => {
    expect(compareRoutePaths('/programs/:a', '/users/:b')).toBe(0);
  });
});

describe('registerRoutes', () => {
  const endpointAt = (path: string): Endpoint => ({
    method: 'get',
    path,
    tag: 'Test',
    summary: path,
    auth: false,
    response: { status: 200, description: 'ok', contentType: 'text/plain' },
    errors: [],
  });
  const answering =
    (text: string): RequestHandler =>
    (_req, res) => {
      res.send(text);
    };

  it('serves a fixed path even when a parameter path was mounted before it', async () => {
    const routes: RegisteredRoute[] = [
      { endpoint: endpointAt('/things/:id'), handlers: [answering('by id')] },
      { endpoint: endpointAt('/things/special'), handlers: [answering('special')] },
    ];
    const app = express();
    const router = express.Router();
    registerRoutes(router, routes);
    app.use(router);
    const server = app.listen(0);
    try {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const base = `http://127.0.0.1:${address.port}`;
      expect(await (await fetch(`${base}/things/special`)).text()).toBe('special');
      expect(await (await fetch(`${base}/things/42`)).text()).toBe('by id');
    } finally {
      server.close();
    }
  });
});
