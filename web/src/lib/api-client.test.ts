import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const okSchema = z.object({ ok: z.boolean() });

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(response: Response | Error, token: string | null = 'id-token') {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  const onUnauthorized = vi.fn();
  const api = createApiClient({ getToken: async () => token, onUnauthorized, fetch: fetchMock });
  return { api, fetchMock, onUnauthorized };
}

function sentHeaders(fetchMock: ReturnType<typeof setup>['fetchMock']): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('createApiClient', () => {
  it('sends the Firebase ID token in x-auth without a prefix', async () => {
    const { api, fetchMock } = setup(jsonResponse(200, { ok: true }));
    await expect(api.get('/api/programs', okSchema)).resolves.toEqual({ ok: true });
    expect(sentHeaders(fetchMock).get('x-auth')).toBe('id-token');
  });

  it('sends no x-auth header when nobody is signed in', async () => {
    const { api, fetchMock } = setup(jsonResponse(200, { ok: true }), null);
    await api.get('/api/config', okSchema);
    expect(sentHeaders(fetchMock).has('x-auth')).toBe(false);
  });

  it("sends the interface's language, so that the API's messages match the screen", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, { ok: true })));
    let language = 'fr';
    const api = createApiClient({
      getToken: async () => null,
      onUnauthorized: vi.fn(),
      getLanguage: () => language,
      fetch: fetchMock,
    });
    await api.get('/api/config', okSchema);
    expect(sentHeaders(fetchMock).get('accept-language')).toBe('fr');
    language = 'en';
    await api.get('/api/config', okSchema);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('accept-language')).toBe('en');
  });

  it('builds the query string and skips empty values', async () => {
    const { api, fetchMock } = setup(jsonResponse(200, { ok: true }));
    await api.get('/api/search', okSchema, { query: { keywords: 'a b', page: 2, x: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search?keywords=a+b&page=2');
  });

  it('serialises JSON bodies', async () => {
    const { api, fetchMock } = setup(jsonResponse(200, { ok: true }));
    await api.put('/api/auth/update_user_data', okSchema, { body: { first_name: 'Ada' } });
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"first_name":"Ada"}');
  });

  it('passes multipart FormData through and lets the browser set its boundary', async () => {
    const { api, fetchMock } = setup(jsonResponse(200, { ok: true }));
    const form = new FormData();
    form.set('name', 'Literacy');
    await api.post('/api/programs/create', okSchema, { body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(fetchMock).has('content-type')).toBe(false);
  });

  it('normalises error bodies into ApiError', async () => {
    const body = {
      error: { code: 'NOT_FOUND', message: 'No such program', details: { id: 'x' } },
    };
    const { api } = setup(jsonResponse(404, body));
    const error = await api.get('/api/programs/x', okSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No such program',
      details: { id: 'x' },
    });
  });

  it('still gives a code when the error body is not the contract shape', async () => {
    const { api } = setup(new Response('Bad gateway', { status: 502 }));
    await expect(api.get('/api/programs', okSchema)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
    });
  });

  it('turns a failed fetch into a NETWORK_ERROR', async () => {
    const { api } = setup(new TypeError('Failed to fetch'));
    await expect(api.get('/api/programs', okSchema)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('rejects an answer that does not match the schema', async () => {
    const { api } = setup(jsonResponse(200, { ok: 'yes' }));
    await expect(api.get('/api/programs', okSchema)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it.each([401, 403])('reports a %i to the session handler before rejecting', async (status) => {
    const { api, onUnauthorized } = setup(
      jsonResponse(status, { error: { code: 'FORBIDDEN', message: 'No' } }),
    );
    await expect(api.get('/api/programs', okSchema)).rejects.toMatchObject({ status });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('ends the session when the token cannot be renewed, without calling the API', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      getToken: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'revoked')),
      onUnauthorized,
      fetch: fetchMock,
    });
    await expect(api.get('/api/programs', okSchema)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the session when the token cannot be renewed for lack of network', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      getToken: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')),
      onUnauthorized,
      fetch: vi.fn<typeof fetch>(),
    });
    await expect(api.get('/api/programs', okSchema)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves a refused sign-in to its caller', async () => {
    const { api, onUnauthorized } = setup(
      jsonResponse(401, { error: { code: 'FORBIDDEN', message: 'No' } }),
    );
    await expect(
      api.get('/api/auth/get_current_user', okSchema, { skipAuthRedirect: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
