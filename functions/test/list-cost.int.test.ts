import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_PAGE, PAGE_OFFSET_MAX, PAGE_SIZE } from '../src/shared/constants.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type { PageInfo } from '../src/shared/contract/common.schema.js';
import { costOf, readBilling } from './support/billing.js';
import type { Billing } from './support/billing.js';
import { call } from './support/http.js';
import { invite, managedProgram, newEmail } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import type { TestUser } from './support/users.js';

// What a list call costs however deep it reads, measured by the offline emulator's counters, in
// a program of 131 members, 125 user groups, 130 invitations and a 257-entry log. Following
// next_cursor or prev_cursor, every call reads the caller's user document, at most one page and
// one more document, and one count aggregation (one read per 1,000 index entries): never the
// documents before the page. `?page=` reads with an offset, so it stops PAGE_OFFSET_MAX deep.

const EXTRA = 40; // members named "Deep …", of whom DEEP_IN_GROUP are in the group
const DEEP_IN_GROUP = 25;
const MEMBERS = 90 + EXTRA;
const GROUPS = 125;
/** The caller's user document, a page, the one after it, the count. */
const CURSOR_CALL_READS = 1 + PAGE_SIZE + 1 + 1;

type ListPage = PageInfo & ErrorBody & Record<string, unknown>;

interface Walk {
  readonly ids: string[];
  readonly pages: number;
  readonly costs: Billing[];
  readonly last: ListPage;
}

describe('Firestore cost of list calls, however deep', () => {
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let programId: string;
  let groupId: string;
  let deepInGroup: string[];
  const countsRequired = inject('firestoreEmulatorKind') === 'rainbow';
  let available = false;

  const get = (token: string, path: string) => call<ListPage>(api, path, { token });

  const idsOf = (page: ListPage, key: string) =>
    (page[key] as { _id: string }[]).map((item) => item._id);

  /** Reads a list page after page with `cursorKey`, measuring each call. */
  async function walk(
    token: string,
    path: string,
    key: string,
    start: ListPage | null = null,
    cursorKey: 'next_cursor' | 'prev_cursor' = 'next_cursor',
  ): Promise<Walk> {
    const separator = path.includes('?') ? '&' : '?';
    const ids: string[] = [];
    const costs: Billing[] = [];
    let page = start;
    let pages = 0;
    // The page walked from is part of the walk.
    if (start) ids.push(...idsOf(start, key));
    do {
      const cursor = page?.[cursorKey];
      const target = cursor ? `${path}${separator}cursor=${cursor}` : path;
      let answer: ListPage | undefined;
      const cost = await costOf(api.projectId, async () => {
        const result = await get(token, target);
        expect(result.status, JSON.stringify(result.body)).toBe(200);
        answer = result.body;
      });
      if (!cost || !answer) throw new Error('no billing counters');
      costs.push(cost);
      page = answer;
      pages += 1;
      const found = idsOf(page, key);
      if (cursorKey === 'next_cursor') ids.push(...found);
      else ids.unshift(...found);
    } while (page[cursorKey]);
    return { ids, pages, costs, last: page };
  }

  beforeAll(async () => {
    api = await startTestApi('list-cost');
    const created = await managedProgram(api, 'Long lists');
    ({ admin, manager } = created);
    programId = created.program.id;
    const made: string[] = [];
    for (let start = 0; start < MEMBERS; start += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, MEMBERS - start) }, (_, offset) => {
          const index = start + offset;
          const deep = index < EXTRA;
          return api.factory.makeMember(programId, {
            label: `m${String(index).padStart(3, '0')}`,
            firstName: deep ? 'Deep' : 'Shallow',
            role: 'PROGRAM_MANAGER',
          });
        }),
      );
      made.push(...batch.map((member) => member.uid));
    }
    // The group holds 25 of the "Deep" members and 15 others.
    deepInGroup = made.slice(0, DEEP_IN_GROUP);
    const group = await api.factory.makeGroup(programId, {
      name: 'Night shift',
      memberIds: [...deepInGroup, ...made.slice(EXTRA, EXTRA + 15)],
      by: admin,
    });
    groupId = group._id;
    for (let start = 0; start < GROUPS - 1; start += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, GROUPS - 1 - start) }, (_, offset) =>
          api.factory.makeGroup(programId, { name: `Team ${start + offset}`, by: admin }),
        ),
      );
    }
    for (let start = 0; start < 130; start += 50) {
      const count = Math.min(50, 130 - start);
      const sent = await invite(
        api,
        manager.token,
        programId,
        Array.from({ length: count }, (_, index) => ({
          email: newEmail(api, `i${start + index}`),
          role: 'PROGRAM_MANAGER',
        })),
      );
      expect(sent.status).toBe(201);
    }
    available = (await readBilling(api.projectId)) !== null;
  });
  afterAll(() => api.close());

  const lists = () => {
    const p = `/api/programs/${programId}`;
    return [
      { name: 'members', token: manager.token, path: `${p}/members`, key: 'members' },
      { name: 'users', token: admin.token, path: '/api/admin/users', key: 'users' },
      { name: 'groups', token: manager.token, path: `${p}/user-groups`, key: 'userGroups' },
      { name: 'invitations', token: manager.token, path: `${p}/invitations`, key: 'invitations' },
      { name: 'activities', token: manager.token, path: `${p}/activities`, key: 'activities' },
    ];
  };

  it('reads at most a page and one more document per call, forwards and back', async (context) => {
    if (!available && countsRequired) {
      throw new Error('The Firestore emulator has no billing counters');
    }
    if (!available) context.skip('this Firestore emulator has no billing counters');
    const figures: Record<string, string> = {};
    for (const list of lists()) {
      const forward = await walk(list.token, list.path, list.key);
      expect(forward.pages, list.name).toBeGreaterThan(MAX_PAGE);
      expect(forward.ids.length, list.name).toBe(forward.last.totalItems);
      expect(new Set(forward.ids).size, list.name).toBe(forward.ids.length);
      expect(forward.last).toMatchObject({ currentPage: forward.pages, next_cursor: null });
      const backward = await walk(list.token, list.path, list.key, forward.last, 'prev_cursor');
      expect(backward.last).toMatchObject({ currentPage: 1, prev_cursor: null });
      expect(backward.ids, list.name).toEqual(forward.ids);
      const costs = [...forward.costs, ...backward.costs];
      for (const cost of costs) {
        expect(cost, list.name).toEqual({ reads: expect.any(Number), writes: 0, deletes: 0 });
        expect(cost.reads, list.name).toBeLessThanOrEqual(CURSOR_CALL_READS);
      }
      const reads = costs.map((cost) => cost.reads);
      figures[list.name] =
        `${forward.pages} pages, ${Math.min(...reads)}-${Math.max(...reads)} reads a call`;
    }
    console.info(`Firestore reads of list calls by cursor: ${JSON.stringify(figures)}`);
  });

  it('reaches the first pages by number, and refuses a deeper one', async (context) => {
    if (!available) context.skip('this Firestore emulator has no billing counters');
    for (const list of lists()) {
      const deepest = await costOf(api.projectId, () =>
        get(list.token, `${list.path}?page=${MAX_PAGE}`),
      );
      expect(deepest?.reads, list.name).toBeLessThanOrEqual(CURSOR_CALL_READS + PAGE_OFFSET_MAX);
      const tooDeep = await get(list.token, `${list.path}?page=${MAX_PAGE + 1}`);
      expect(tooDeep.status, list.name).toBe(400);
      expect(tooDeep.body.error.message, list.name).toMatch(/^page: .*next_cursor/);
    }
  });

  it('searches among a group members with one indexed query and a count', async (context) => {
    if (!available) context.skip('this Firestore emulator has no billing counters');
    const path = `/api/programs/${programId}/members?user_group_id=${groupId}&keywords=deep`;
    const found = await walk(manager.token, path, 'members');
    expect(found.pages).toBe(2);
    expect(found.last.totalItems).toBe(DEEP_IN_GROUP);
    expect([...found.ids].sort()).toEqual([...deepInGroup].sort());
    for (const cost of found.costs) expect(cost.reads).toBeLessThanOrEqual(CURSOR_CALL_READS);
    // Each page is sorted by e-mail for the table.
    const first = await get(manager.token, path);
    const emails = (first.body.members as { email: string }[]).map((member) => member.email);
    expect(emails).toEqual([...emails].sort());
  });

  /** The cursor with its page number made negative. */
  const tampered = (cursor: string) => {
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as object;
    return Buffer.from(JSON.stringify({ ...payload, p: -1 })).toString('base64url');
  };

  it('refuses a cursor it did not make, or one made for another order', async () => {
    const p = `/api/programs/${programId}`;
    const activities = await get(manager.token, `${p}/activities`);
    const members = await get(manager.token, `${p}/members`);
    for (const [path, cursor] of [
      [`${p}/members`, 'bm9wZQ'],
      [`${p}/members`, tampered(String(members.body.next_cursor))],
      [`${p}/members`, String(activities.body.next_cursor)],
      [`${p}/activities`, String(members.body.next_cursor)],
    ] as const) {
      const answer = await get(manager.token, `${path}?cursor=${cursor}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'cursor: Invalid cursor',
      });
    }
  });
});
