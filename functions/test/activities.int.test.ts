import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import { invite, managedProgram, newEmail } from './support/people.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import type { TestUser } from './support/users.js';

interface LogPage {
  activities: {
    _id: string;
    program_id: string;
    action: string;
    actor: { _id: string; name: string; email: string };
    target: { type: string; _id: string; label: string };
    created_at: string;
  }[];
  totalItems: number;
  pages: number;
  currentPage: number;
  next_cursor: string | null;
  prev_cursor: string | null;
}

describe('activity log', () => {
  let api: TestApi;
  let manager: TestUser;
  let programId: string;
  let emails: string[];

  const log = (query: string) =>
    call<LogPage & ErrorBody>(api, `/api/programs/${programId}/activities${query}`, {
      token: manager.token,
    });

  beforeAll(async () => {
    api = await startTestApi('activities');
    const created = await managedProgram(api, 'Logged program');
    programId = created.program.id;
    manager = created.manager;
    emails = Array.from({ length: 24 }, (_, index) => newEmail(api, `log${index}`));
    for (const email of emails) {
      await invite(api, manager.token, programId, [{ email, role: 'PROGRAM_MANAGER' }]);
    }
  });
  afterAll(() => api.close());

  it('pages the log newest first, with who did what to what', async () => {
    const first = await log('?limit=10');
    expect(first.body).toMatchObject({ totalItems: 25, pages: 3, currentPage: 1 });
    expect(first.body.activities).toHaveLength(10);
    expect(first.body.activities[0]).toEqual({
      _id: expect.any(String),
      program_id: programId,
      action: 'INVITATION_SENT',
      actor: { _id: manager.uid, name: expect.stringContaining('manager'), email: manager.email },
      target: { type: 'INVITATION', _id: expect.any(String), label: emails[23] },
      details: { role: 'PROGRAM_MANAGER', collect_id: null },
      created_at: expect.any(String),
    });
    const last = await log('?limit=10&page=3');
    expect(last.body.activities.map((a) => a.action).at(-1)).toBe('PROGRAM_CREATED');
    expect(last.body.next_cursor).toBeNull();
    const defaults = await log('');
    expect(defaults.body.activities).toHaveLength(20);
  });

  it('follows next_cursor through the whole log without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await log(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.activities.map((a) => a._id));
      cursor = page.body.next_cursor;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const paged = [];
    for (const page of [1, 2, 3, 4]) {
      paged.push(...(await log(`?limit=7&page=${page}`)).body.activities.map((a) => a._id));
    }
    expect(paged).toEqual(seen);
  });

  it('follows prev_cursor back to the first page', async () => {
    let page = await log('?limit=7');
    const forward = [page.body.activities.map((a) => a._id)];
    while (page.body.next_cursor) {
      page = await log(`?limit=7&cursor=${page.body.next_cursor}`);
      forward.push(page.body.activities.map((a) => a._id));
    }
    expect(page.body.currentPage).toBe(4);
    const backward = [];
    while (page.body.prev_cursor) {
      page = await log(`?limit=7&cursor=${page.body.prev_cursor}`);
      backward.unshift(page.body.activities.map((a) => a._id));
    }
    expect(page.body.currentPage).toBe(1);
    expect(backward).toEqual(forward.slice(0, 3));
  });

  it('names a bad limit, a page too deep for an offset, or a cursor it did not make', async () => {
    expect((await log('?limit=101')).body.error.message).toMatch(/^limit: /);
    const deep = await log('?limit=100&page=3');
    expect(deep.status).toBe(400);
    expect(deep.body.error.message).toMatch(/^page: .*next_cursor/);
    const unknown = await log('?cursor=nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('cursor: Invalid cursor');
  });
});
