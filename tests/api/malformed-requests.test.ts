import { beforeAll, describe, expect, it } from 'vitest';

import { api, signIn } from '../support/api-client.js';
import { stackContext, superAdmin } from '../support/stack-context.js';

interface ErrorBody {
  error: { code: string; message: string };
}

/** What no answer may show a client: a stack trace or the server's file paths. */
const INTERNALS = /\bat [\w.<>]+ \(|node_modules|\/work\/|SyntaxError|URIError/;

async function raw(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${stackContext().webUrl}${path}`, init);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

describe('a path whose percent-encoding is malformed', () => {
  it.each([
    ['GET', '/api/programs/%ZZ'],
    ['GET', '/api/programs/%E0%A4%A/members'],
    ['DELETE', '/api/programs/%'],
    ['GET', '/api/%ZZ'],
    ['POST', '/api/auth/%ZZ'],
  ])('%s %s is a 400 in the error shape, not a 500', async (method, path) => {
    const response = await api<ErrorBody>(path, { method });

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'path: Malformed percent-encoding',
        details: { issues: [{ path: 'path', message: 'Malformed percent-encoding' }] },
      },
    });
  });

  it('is a plain 400 outside the api too, where the web app is served', async () => {
    const response = await raw('/programs/%ZZ');

    expect(response.status).toBe(400);
    expect(response.text).not.toMatch(INTERNALS);
  });

  it('leaves well-formed escapes and malformed query strings to the app', async () => {
    const encoded = await api('/api/health%2F');
    expect(encoded.status).toBeLessThan(500);
    const query = await api<ErrorBody>('/api/programs?search=%ZZ');
    expect(query.status).toBe(401);
    expect(query.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('leaves the stack serving normally afterwards', async () => {
    expect((await api('/api/health')).status).toBe(200);
    expect((await raw('/')).status).toBe(200);
  });
});

// The Hosting emulator's rewrite glob skips a segment that begins with a dot; the front escapes
// that dot so such ids reach the api, as production Hosting hands every /api/ path to it.
describe('a path segment that begins with a dot', () => {
  let token: string;

  beforeAll(async () => {
    const admin = superAdmin();
    token = await signIn(admin.email, admin.password);
  });

  it.each([
    ['GET', '/api/programs/..%2F..%2Fadmin'],
    ['POST', '/api/auth/rainbow_invitations/..%2F..%2Fadmin/accept'],
    ['GET', '/api/programs/.x'],
    ['GET', '/api/.well-known/x'],
  ])('%s %s reaches the api: an error in its shape, not an HTML page', async (method, path) => {
    const response = await raw(path, { method });

    expect(response.type).toMatch(/application\/json/);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(JSON.parse(response.text)).toEqual({
      error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    });
  });

  it('is an id with a slash once decoded, refused with a 400 that names it', async () => {
    const response = await api<ErrorBody>('/api/programs/..%2F..%2Fadmin', { token });

    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.message).toMatch(/must not contain \//);
  });

  it('is otherwise an id like any other: a program that does not exist is a 404', async () => {
    const response = await api<ErrorBody>('/api/programs/.x', { token });

    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });

  it('under no route is the api 404', async () => {
    const response = await api<ErrorBody>('/api/.well-known/x');

    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});

// The Cloud Functions runtime parses a JSON body before the app runs and refuses malformed JSON
// (and JSON whose top level is not an object or an array) itself, with a bare "Bad Request"
// page: the one answer of the api not in the error shape, as /api/openapi.json documents.
describe('a malformed JSON body', () => {
  it.each(['{"email":', 'null', '"text"', '42', '{"a":1}x'])(
    '%j is a 400 that shows no stack trace or server path',
    async (body) => {
      const response = await raw('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });

      expect(response.status).toBe(400);
      expect(response.text).not.toMatch(INTERNALS);
      expect(response.text).toMatch(/Bad Request/);
    },
  );

  it('in a charset other than UTF-8 is a 415 that shows no stack trace either', async () => {
    const response = await raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=latin1' },
      body: '{"email":"a@b.c","password":"x"}',
    });

    expect(response.status).toBe(415);
    expect(response.text).not.toMatch(INTERNALS);
  });

  it('is the exception that /api/openapi.json documents', async () => {
    const document = await api<{ info: { description: string } }>('/api/openapi.json');

    expect(document.body.info.description).toMatch(/not a JSON object or array/);
    expect(document.body.info.description).toMatch(/Bad Request/);
    expect(document.body.info.description).toMatch(/415 Unsupported Media Type/);
  });

  it('reaches the app when it parses, and is then answered in the error shape', async () => {
    const response = await raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[]',
    });

    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});
