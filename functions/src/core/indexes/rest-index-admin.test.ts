import { describe, expect, it } from 'vitest';
import type { IndexSpec } from './index-admin.js';
import { createRestIndexAdmin } from './rest-index-admin.js';

const spec: IndexSpec = {
  collectionGroup: 'records',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'fields.status', order: 'ASCENDING' },
    { fieldPath: 'created_at', order: 'DESCENDING' },
  ],
};

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/** Production's answers: an empty list, then a running operation for the creation. */
function productionLike(answers: Response[]): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fake = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    sent.push({
      method: init.method ?? 'GET',
      url: String(input),
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return Promise.resolve(answer);
  };
  return { fetch: fake as typeof fetch, sent };
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the Admin REST client', () => {
  it('creates a missing index with the bearer token and reports it CREATING', async () => {
    const { fetch, sent } = productionLike([
      json(200, {}),
      json(200, { name: 'projects/p/databases/(default)/operations/op', metadata: {} }),
    ]);
    const admin = createRestIndexAdmin({
      baseUrl: 'https://firestore.googleapis.com/v1',
      projectId: 'p',
      accessToken: () => Promise.resolve('token-1'),
      fetch,
    });
    expect(await admin.ensure([spec])).toEqual([{ ...spec, state: 'CREATING' }]);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET https://firestore.googleapis.com/v1/projects/p/databases/(default)/collectionGroups/records/indexes',
      'POST https://firestore.googleapis.com/v1/projects/p/databases/(default)/collectionGroups/records/indexes',
    ]);
    expect(sent.every((request) => request.authorization === 'Bearer token-1')).toBe(true);
    expect(sent[1]?.body).toEqual({
      queryScope: 'COLLECTION',
      fields: [...spec.fields, { fieldPath: '__name__', order: 'DESCENDING' }],
    });
  });

  it('reads the state back when another instance created the index meanwhile (409)', async () => {
    const building = {
      name: 'projects/p/databases/(default)/collectionGroups/records/indexes/i1',
      queryScope: 'COLLECTION',
      fields: spec.fields,
      state: 'CREATING',
    };
    const { fetch } = productionLike([
      json(200, {}),
      json(409, {
        error: { code: 409, message: 'index already exists', status: 'ALREADY_EXISTS' },
      }),
      json(200, { indexes: [building] }),
    ]);
    const admin = createRestIndexAdmin({
      baseUrl: 'https://x/v1',
      projectId: 'p',
      accessToken: () => Promise.resolve('t'),
      fetch,
    });
    expect(await admin.ensure([spec])).toEqual([{ ...spec, state: 'CREATING' }]);
  });

  it('follows list pages and fails with the status on an error', async () => {
    const ready = {
      name: 'projects/p/databases/(default)/collectionGroups/records/indexes/i2',
      queryScope: 'COLLECTION',
      fields: spec.fields,
      state: 'READY',
    };
    const paged = productionLike([
      json(200, { nextPageToken: 'n' }),
      json(200, { indexes: [ready] }),
    ]);
    const admin = createRestIndexAdmin({
      baseUrl: 'https://x/v1',
      projectId: 'p',
      accessToken: () => Promise.resolve('t'),
      fetch: paged.fetch,
    });
    expect(await admin.states([spec])).toEqual([{ ...spec, state: 'READY' }]);
    expect(paged.sent[1]?.url).toMatch(/\?pageToken=n$/);

    const refused = productionLike([
      json(403, { error: { code: 403, status: 'PERMISSION_DENIED' } }),
    ]);
    const denied = createRestIndexAdmin({
      baseUrl: 'https://x/v1',
      projectId: 'p',
      accessToken: () => Promise.resolve('t'),
      fetch: refused.fetch,
    });
    await expect(denied.states([spec])).rejects.toMatchObject({ status: 403 });
  });
});
