import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';

describe('system calls', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('system');
  });
  afterAll(() => api.close());

  it('answers GET /api/health without a token', async () => {
    const response = await call(api, '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('echoes a well-formed x-request-id and makes one up otherwise', async () => {
    const given = await call(api, '/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await call(api, '/api/health', { headers: { 'x-request-id': '<script>' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the start-up configuration of the web app', async () => {
    const response = await call(api, '/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${api.config.projectId}.firebaseapp.com`,
        projectId: api.config.projectId,
      },
      authEmulatorUrl: `http://${api.config.authEmulatorHost}`,
      recaptchaSiteKey: null,
      tagManagerId: null,
      errorReportingDsn: null,
      googleClientId: null,
    });
  });
});
