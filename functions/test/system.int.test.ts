import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_MESSAGE } from '../src/http/error-handler.js';
import { call } from './support/http.js';
import { pngBytes, programForm } from './support/fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';

interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; security: unknown[] }>
  >;
  components: { schemas: Record<string, unknown> };
}

describe.each([
  ['a plain server', false],
  ['a Cloud Functions-like server (pre-read body)', true],
])('the api on %s', (label, preRead) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(preRead ? 'system-cf' : 'system', {
      likeCloudFunctions: preRead,
      env: { RAINBOW_ALLOWED_ORIGINS: 'http://localhost:5173' },
    });
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

  it('logs one named event per request, with its id and without its query', async () => {
    await call(api, '/api/health?sig=secret-value', {
      headers: { 'x-request-id': `log-${label.length}` },
    });
    const entry = api.logs.find((item) => item.requestId === `log-${label.length}`);
    expect(entry).toMatchObject({ event: 'request.completed', path: '/api/health', status: 200 });
    expect(JSON.stringify(api.logs)).not.toContain('secret-value');
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
      googlePickerApiKey: null,
      googleAppId: null,
    });
  });

  it('sends security headers fit for JSON and forbids caching', async () => {
    const response = await call(api, '/api/health');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('allows the configured origin only', async () => {
    const allowed = await call(api, '/api/health', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await call(api, '/api/health', { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown routes, inside and outside /api, with a 404 JSON error', async () => {
    for (const path of ['/api/no/such/route', '/elsewhere']) {
      const response = await call(api, path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const admin = await createTestUser(api, 'big-body');
    const response = await call(api, '/api/auth/update_user_data', {
      method: 'PUT',
      token: admin.token,
      json: { first_name: 'x'.repeat(1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('reads multipart uploads', async () => {
    const admin = await createTestUser(api, 'uploader', { level: 'SUPER_ADMIN' });
    const form = programForm(`Upload ${label}`, { bytes: pngBytes(), type: 'image/png' });
    const response = await call(api, '/api/programs/create', { token: admin.token, form });
    expect(response.status).toBe(201);
  });

  it('answers a 500 with a generic message and no stack when stored data is broken', async () => {
    const user = await createTestUser(api, 'corrupt');
    await api.db.doc(`users/${user.uid}`).update({ roles: 'not-a-list' });
    const response = await call(api, '/api/auth/get_current_user', { token: user.token });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } });
    expect(response.text).not.toMatch(/roles|at |\.ts|Zod|stack/i);
    expect(api.logs.some((entry) => entry.event === 'error.unexpected')).toBe(true);
  });

  it('publishes an OpenAPI 3.1 document listing every route', async () => {
    const response = await call<OpenApi>(api, '/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/admin/auth/delete-user-group/{id}',
      '/api/admin/auth/delete-user-invitation/{id}',
      '/api/admin/auth/invite_user',
      '/api/admin/change_user_status',
      '/api/admin/fields',
      '/api/admin/fields/{field_id}',
      '/api/admin/fields/{field_id}/update_order',
      '/api/admin/get_user_by',
      '/api/admin/model',
      '/api/admin/model/update/{id}',
      '/api/admin/model/{id}',
      '/api/admin/models',
      '/api/admin/models/update/{id}',
      '/api/admin/models/{id}',
      '/api/admin/update_user_role',
      '/api/admin/users',
      '/api/auth/forgot_password',
      '/api/auth/get_current_user',
      '/api/auth/locale',
      '/api/auth/login',
      '/api/auth/rainbow_invitations',
      '/api/auth/rainbow_invitations/{id}/accept',
      '/api/auth/update_user_data',
      '/api/blobs/{path}',
      '/api/collectItem/{record_id}',
      '/api/collectItem/{record_id}/next-and-previous',
      '/api/collectItem/{record_id}/preview/{variable}',
      '/api/collects',
      '/api/collects/{collect_id}',
      '/api/collects/{collect_id}/attributionRules',
      '/api/collects/{collect_id}/attributionRules/{rule_id}',
      '/api/collects/{collect_id}/upload_field_content',
      '/api/collects/{collect_id}/upload_to_cloud_storage',
      '/api/config',
      '/api/docs',
      '/api/email/{id}',
      '/api/health',
      '/api/hooks/collects/{collect_id}',
      '/api/invite_user/fetch_email',
      '/api/invite_user/register',
      '/api/models/available',
      '/api/models/available/{id}',
      '/api/openapi.json',
      '/api/program/collects/{collect_id}/items',
      '/api/program/{programId}/reports/{reportId}/graphics',
      '/api/program/{programId}/reports/{reportId}/graphics/{graphic_id}',
      '/api/program/{programId}/resend-users-invitation',
      '/api/program/{program_id}/collect',
      '/api/program/{program_id}/collects/{collect_id}',
      '/api/program/{program_id}/collects/{collect_id}/matching_template',
      '/api/program/{program_id}/collects/{collect_id}/matching_template/preview',
      '/api/program/{program_id}/collects/{collect_id}/matching_template/propose',
      '/api/program/{program_id}/collects/{collect_id}/webhook',
      '/api/program/{program_id}/collects/{collect_id}/webhook/deliveries',
      '/api/program/{program_id}/collects/{collect_id}/webhook/secret',
      '/api/programs',
      '/api/programs/action/mark_as_done',
      '/api/programs/collects',
      '/api/programs/collects/{collect_id}/contributors',
      '/api/programs/create',
      '/api/programs/edit/{program_id}',
      '/api/programs/get_actions',
      '/api/programs/role_edit',
      '/api/programs/{programId}/actions',
      '/api/programs/{programId}/tasks',
      '/api/programs/{programId}/tasks/{taskId}',
      '/api/programs/{programId}/user-groups',
      '/api/programs/{programId}/user-groups/{id}',
      '/api/programs/{programId}/user-groups/{id}/add-users',
      '/api/programs/{programId}/user-groups/{id}/remove-user',
      '/api/programs/{program_id}',
      '/api/programs/{program_id}/activities',
      '/api/programs/{program_id}/collects',
      '/api/programs/{program_id}/collects/{collect_id}/import',
      '/api/programs/{program_id}/collects/{collect_id}/import/preview',
      '/api/programs/{program_id}/collects/{collect_id}/new_record',
      '/api/programs/{program_id}/collects/{collect_id}/records/bulk-update',
      '/api/programs/{program_id}/collects/{collect_id}/records/export',
      '/api/programs/{program_id}/collects/{collect_id}/records/{record_id}',
      '/api/programs/{program_id}/collects/{collect_id}/sheet_source',
      '/api/programs/{program_id}/collects/{collect_id}/sheet_source/preview',
      '/api/programs/{program_id}/collects/{collect_id}/sheet_source/sync',
      '/api/programs/{program_id}/collects/{collect_id}/sheet_source/tabs',
      '/api/programs/{program_id}/collects/{collect_id}/update',
      '/api/programs/{program_id}/collects/{collect_id}/update_default_filters',
      '/api/programs/{program_id}/figures',
      '/api/programs/{program_id}/invitations',
      '/api/programs/{program_id}/invite_users',
      '/api/programs/{program_id}/members',
      '/api/programs/{program_id}/members/{user_id}',
      '/api/programs/{program_id}/milestones',
      '/api/programs/{program_id}/milestones/{milestone_id}',
      '/api/programs/{program_id}/reminders',
      '/api/programs/{program_id}/reminders/{reminder_id}',
      '/api/programs/{program_id}/reminders/{reminder_id}/test',
      '/api/programs/{program_id}/reports/default',
      '/api/programs/{program_id}/reports/preview',
      '/api/reports/{report_id}/graphics',
      '/api/reports/{report_id}/graphics/{graphic_id}',
      '/api/search',
      '/api/user-groups/{id}',
      '/api/user-groups/{id}/add-users',
      '/api/user-groups/{id}/remove-user',
      '/api/users',
    ]);
    expect(Object.keys(document.paths['/api/programs/create'] ?? {})).toEqual(['post']);
    expect(document.paths['/api/programs']?.get?.security).toEqual([{ firebaseIdToken: [] }]);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    // A token is optional when registering (an existing account signs in with it).
    expect(document.paths['/api/invite_user/register']?.post?.security).toEqual([
      {},
      { firebaseIdToken: [] },
    ]);
    // Every $ref points at a declared component.
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, name] of refs) expect(document.components.schemas).toHaveProperty(name ?? '');
  });

  it('renders a readable, script-free API page', async () => {
    const response = await call(api, '/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/style-src 'sha256-/);
    expect(response.headers.get('content-security-policy')).not.toContain('script-src');
    expect(response.text).toContain('/api/programs/create');
    expect(response.text).not.toMatch(/<script/i);
  });
});
