import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../test/support/serve.js';
import type { Served } from '../../test/support/serve.js';
import { createMemoryLogger } from '../core/logger.js';
import { cors } from './cors.js';
import { errorHandler } from './error-handler.js';
import { requestContext } from './request-context.js';

describe('CORS', () => {
  let served: Served;
  const allowed = 'http://localhost:5173';

  beforeAll(async () => {
    const logger = createMemoryLogger();
    const app = express();
    app.use(requestContext(logger));
    app.use(cors([allowed]));
    app.get('/thing', (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorHandler(logger));
    served = await serve(app);
  });
  afterAll(() => served.close());

  it('answers the preflight of a configured origin', async () => {
    const response = await fetch(`${served.baseUrl}/thing`, {
      method: 'OPTIONS',
      headers: {
        origin: allowed,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-auth,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(response.headers.get('access-control-allow-headers')).toContain('x-auth');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets a configured origin read responses and the request id', async () => {
    const response = await fetch(`${served.baseUrl}/thing`, { headers: { origin: allowed } });
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(response.headers.get('access-control-expose-headers')).toBe('x-request-id');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('gives other origins nothing', async () => {
    const evil = 'https://evil.example';
    const preflight = await fetch(`${served.baseUrl}/thing`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${served.baseUrl}/thing`, { headers: { origin: evil } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});
