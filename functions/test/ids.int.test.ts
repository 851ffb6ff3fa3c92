import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import { createProgram } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// Issue 9 defect 6: ids that Firestore refuses (`a/b` adds a path segment, `__x__` is
// reserved) reached the SDK, which threw: a 500. Every id a client sends is checked by the
// contract's one id schema and refused with a 400 naming the field.

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

const BAD_IDS = ['a/b', '..', '__x__', 'x'.repeat(129)];

describe('ids in bodies, queries and paths', () => {
  let api: TestApi;
  let admin: TestUser;
  let program: { id: string; collectId: string };
  let target: TestUser;

  beforeAll(async () => {
    api = await startTestApi('ids');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    program = await createProgram(api, admin, 'Ids program');
    target = await createTestUser(api, 'target');
  });
  afterAll(() => api.close());

  it('refuses malformed program and collect ids in update_user_role, naming the field', async () => {
    for (const bad of BAD_IDS) {
      const roles = [
        { program_id: bad, role: 'PROGRAM_MANAGER' },
        { program_id: program.id, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: bad },
      ];
      const response = await call<ErrorBody>(api, '/api/admin/update_user_role', {
        method: 'PUT',
        token: admin.token,
        json: { user_id: target.uid, roles },
      });
      expect(response.status, bad).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.error.details?.issues?.map((issue) => issue.path)).toEqual([
        'roles.0.program_id',
        'roles.1.collect_id',
      ]);
    }
    const user = await call<{ user: { roles: unknown[] } }>(
      api,
      `/api/admin/get_user_by?id=${target.uid}`,
      { token: admin.token },
    );
    expect(user.body.user.roles).toEqual([]);
  });

  it('refuses malformed ids in role_edit and in queries, naming the field', async () => {
    const edit = await call<ErrorBody>(api, '/api/programs/role_edit', {
      method: 'PUT',
      token: admin.token,
      json: { id: target.uid, program_id: 'a/b', role: 'PROGRAM_MANAGER' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toMatch(/^program_id: /);
    const query = await call<ErrorBody>(
      api,
      `/api/programs/${program.id}/members?user_group_id=${encodeURIComponent('a/b')}`,
      { token: admin.token },
    );
    expect(query.status).toBe(400);
    expect(query.body.error.message).toMatch(/^user_group_id: /);
  });

  it('refuses a malformed id in every path parameter of every operation, naming it', async () => {
    const openApi = await call<OpenApi>(api, '/api/openapi.json');
    const operations = Object.entries(openApi.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ path, method })),
    );
    // `{path}` is a blob's path (it holds slashes by design), not a document id.
    const withIds = operations.filter(({ path }) => /\{(?!path\})\w+\}/.test(path));
    expect(withIds.length).toBeGreaterThan(10);
    const failures: string[] = [];
    // `..` cannot travel in a URL (clients and servers resolve it away); the others can.
    for (const bad of ['a/b', '__x__']) {
      for (const { path, method } of withIds) {
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
        for (const name of names) {
          const url = path.replace(/\{(\w+)\}/g, (_all, param: string) =>
            param === name
              ? encodeURIComponent(bad)
              : param === 'program_id' || param === 'programId'
                ? program.id
                : 'some-id',
          );
          const response = await call<ErrorBody>(api, url, {
            method: method.toUpperCase(),
            token: admin.token,
            ...(method === 'get' ? {} : { json: {} }),
          });
          const named = response.body.error?.message.startsWith(`${name}: `) ?? false;
          if (response.status !== 400 || !named) {
            failures.push(
              `${method} ${path} with ${name}=${bad}: ${response.status} ${response.text}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
