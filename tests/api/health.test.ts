import { describe, expect, it } from 'vitest';

import { api, signIn } from '../support/api-client.js';
import { superAdmin } from '../support/stack-context.js';

describe('service endpoints', () => {
  it('GET /api/health answers ok', async () => {
    const response = await api('/api/health');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok' });
  });

  it('GET /api/openapi.json describes the API', async () => {
    const response = await api<{ openapi: string; paths: Record<string, unknown> }>(
      '/api/openapi.json',
    );

    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/programs']),
    );
  });

  it('answers an unknown API route with a 404 JSON error', async () => {
    const admin = superAdmin();
    const token = await signIn(admin.email, admin.password);

    const response = await api('/api/no/such/route', { token });

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(response.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
