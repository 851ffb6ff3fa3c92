import type { ErrorBody } from '../../src/shared/contract/error.schema.js';
import type {
  CollectRecord,
  RecordItemsResponse,
} from '../../src/shared/contract/record.schema.js';
import type { SearchResponse } from '../../src/shared/contract/search.schema.js';
import { call } from './http.js';
import type { HttpResult } from './http.js';
import {
  MANAGER,
  PEOPLE,
  isContributor,
  sees,
  visibleRecords,
  writeAnswer,
  writes,
} from './record-access-reference.js';
import type { FilterSpec, Person, WriteSpec } from './record-access-reference.js';
import { addRecord, as, describeRecord, inPool, keep, modelOf } from './record-access-world.js';
import type { AccessFixture, World } from './record-access-world.js';

// What each person gets from every records call of a world built by record-access-world.ts, as
// a list of differences from the reference (record-access-reference.ts) that names the person
// and the records: grid pages and totals, search, record reads, writes.

const PAGE = 7;
/** GET /api/search answers at most this many records (SEARCH_RESULTS_MAX). */
const SEARCH_MAX = 20;
/** Every record's first text field holds this word: the search finds all it may. */
const WORD = 'case';

function setDifference(
  world: World,
  what: string,
  actual: readonly string[],
  expected: readonly string[],
): string[] {
  const extra = actual.filter((name) => !expected.includes(name));
  const missing = expected.filter((name) => !actual.includes(name));
  const repeated = actual.filter((name, index) => actual.indexOf(name) !== index);
  const lines: string[] = [];
  if (extra.length > 0)
    lines.push(`${what} shows ${extra.map((name) => describeRecord(world, name)).join(', ')}`);
  if (missing.length > 0)
    lines.push(`${what} lacks ${missing.map((name) => describeRecord(world, name)).join(', ')}`);
  if (repeated.length > 0) lines.push(`${what} repeats ${repeated.join(', ')}`);
  return lines;
}

// --- Reading --------------------------------------------------------------------------------

const nameOf = (world: World, id: string) => world.names.get(id) ?? `unknown:${id}`;

/** How a grid is asked for: by whom, as whom (a manager's "what this person sees"), filtered. */
interface GridAsk {
  readonly caller: Person;
  readonly asUser?: Person;
  readonly filter?: FilterSpec;
}

/** Every page of the grid (PAGE a page), its ids as record names, and the first page's total. */
async function gridOf(fixture: AccessFixture, world: World, ask: GridAsk) {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (ask.filter) query.set('filters', JSON.stringify([ask.filter]));
  if (ask.asUser) query.set('as_user', fixture.people[ask.asUser].uid);
  const base = `/api/program/collects/${world.collectId}/items?${query.toString()}`;
  const names: string[] = [];
  let total: number | null = null;
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const answer: HttpResult<RecordItemsResponse & ErrorBody> = await call(
      fixture.api,
      cursor ? `${base}&cursor=${cursor}` : base,
      as(fixture, ask.caller),
    );
    if (answer.status !== 200) return { status: answer.status, names, total };
    total ??= answer.body.totalItems;
    names.push(...answer.body.items.map((item) => nameOf(world, item._id)));
    cursor = answer.body.next_cursor;
    if (!cursor) break;
  }
  return { status: 200, names, total };
}

async function gridDifferences(
  fixture: AccessFixture,
  world: World,
  ask: GridAsk,
): Promise<string[]> {
  const person = ask.asUser ?? ask.caller;
  const what = [
    `${person}'s grid`,
    ...(ask.asUser ? [`as ${ask.caller} views it`] : []),
    ...(ask.filter ? [`filtered by ${JSON.stringify(ask.filter)}`] : []),
  ].join(' ');
  const grid = await gridOf(fixture, world, ask);
  // Someone who is not a contributor of the collect is refused its grid (a manager viewing as
  // them is shown what they would get: nothing).
  if (!ask.asUser && !isContributor(person) && person !== MANAGER) {
    return grid.status === 403 ? [] : [`${what}: answered ${grid.status}, not 403`];
  }
  if (grid.status !== 200) return [`${what}: answered ${grid.status}`];
  const expected = visibleRecords(person, modelOf(world), ask.filter);
  const lines = setDifference(world, what, grid.names, expected);
  if (grid.total !== expected.length) {
    lines.push(`${what}: total ${grid.total}, expected ${expected.length}`);
  }
  return lines;
}

async function searchDifferences(fixture: AccessFixture, world: World, person: Person) {
  const answer = await call<SearchResponse & ErrorBody>(
    fixture.api,
    `/api/search?keywords=${WORD}`,
    as(fixture, person),
  );
  const what = `${person}'s search`;
  if (answer.status !== 200) return [`${what}: answered ${answer.status}`];
  const found = answer.body.records
    .filter((hit) => hit.collect_id === world.collectId)
    .map((hit) => nameOf(world, hit._id));
  const expected = visibleRecords(person, modelOf(world));
  // Search answers at most SEARCH_MAX records: some of those seen when more are.
  const lines = setDifference(
    world,
    what,
    found,
    expected.length <= SEARCH_MAX ? expected : found.filter((name) => expected.includes(name)),
  );
  const wanted = Math.min(SEARCH_MAX, expected.length);
  if (found.length !== wanted) {
    lines.push(`${what}: ${found.length} hits, expected ${wanted} (of ${expected.length} seen)`);
  }
  return lines;
}

async function recordDifferences(fixture: AccessFixture, world: World, person: Person) {
  const model = modelOf(world);
  const lines = await inPool([...world.records], 8, async ([name, record]) => {
    const answer = await call<{ writable: boolean } & ErrorBody>(
      fixture.api,
      `/api/collectItem/${record.id}`,
      as(fixture, person),
    );
    const what = `${person} GET ${describeRecord(world, name)}`;
    if (!sees(person, record.values, model)) {
      return answer.status === 403 || answer.status === 404
        ? null
        : `${what}: ${answer.status}, expected 403/404`;
    }
    if (answer.status !== 200) return `${what}: ${answer.status}, expected 200`;
    // The record page offers Edit exactly when a WRITE rule covers the record.
    const writable = writes(person, record.values, model);
    return answer.body.writable === writable ? null : `${what}: writable is not ${writable}`;
  });
  return lines.filter((line): line is string => line !== null);
}

/** Every person's grid: what a change must be followed by at once. */
export async function gridsDifferences(fixture: AccessFixture, world: World): Promise<string[]> {
  const perPerson = await Promise.all(
    PEOPLE.map((person) => gridDifferences(fixture, world, { caller: person })),
  );
  return perPerson.flat();
}

/**
 * What every person gets from the grid (plain, filtered, and as a manager views it for them),
 * search and record reads.
 */
export async function readDifferences(
  fixture: AccessFixture,
  world: World,
  filter: FilterSpec,
): Promise<string[]> {
  const perPerson = await Promise.all(
    PEOPLE.map(async (person) => [
      ...(await gridDifferences(fixture, world, { caller: person })),
      ...(await gridDifferences(fixture, world, { caller: person, filter })),
      ...(person === MANAGER
        ? []
        : await gridDifferences(fixture, world, { caller: MANAGER, asUser: person })),
      ...(await searchDifferences(fixture, world, person)),
      ...(await recordDifferences(fixture, world, person)),
    ]),
  );
  return perPerson.flat();
}

// --- Writing --------------------------------------------------------------------------------

/** Each write in turn, answered as the reference says; the world follows those made. */
export async function writeDifferences(
  fixture: AccessFixture,
  world: World,
  writesToTry: readonly WriteSpec[],
): Promise<string[]> {
  const lines: string[] = [];
  const check = (what: string, answer: HttpResult, expected: number) => {
    if (answer.status !== expected) {
      lines.push(`${what}: ${answer.status}, expected ${expected} (${answer.text.slice(0, 300)})`);
    }
  };
  for (const write of writesToTry) {
    const model = modelOf(world);
    if (write.kind === 'create') {
      world.created += 1;
      const name = `n${world.created}`;
      const expected = writeAnswer(write.person, null, write.values, model);
      const answer = await addRecord(fixture, world, write.person, write.values, name);
      if (answer.status === 201) keep(world, name, answer.body.record);
      check(
        `${write.person} creates ${name} ${JSON.stringify(write.values)}`,
        answer,
        expected === 'allowed' ? 201 : expected,
      );
      continue;
    }
    const names = [...world.records.keys()].sort();
    const name = names[write.record % names.length];
    const record = name === undefined ? undefined : world.records.get(name);
    if (name === undefined || !record) continue;
    const after = { ...record.values, ...write.change };
    const expected = writeAnswer(write.person, record.values, after, model);
    const what = `${write.person} changes ${describeRecord(world, name)} by ${JSON.stringify(write.change)}`;
    const answer = await call<{ record: CollectRecord } & ErrorBody>(
      fixture.api,
      `/api/programs/${world.programId}/collects/${world.collectId}/records/${record.id}`,
      { ...as(fixture, write.person), method: 'PUT', json: { fields: write.change } },
    );
    if (answer.status === 200) keep(world, name, answer.body.record);
    check(what, answer, expected === 'allowed' ? 200 : expected);
  }
  return lines;
}
