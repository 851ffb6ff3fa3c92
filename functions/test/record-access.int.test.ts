import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoredValue } from '../src/db/record-document.js';
import type {
  AttributionRule,
  AttributionRulesResponse,
} from '../src/shared/contract/attribution-rule.schema.js';
import type { Collect, CollectAccess } from '../src/shared/contract/collect.schema.js';
import type {
  CollectRecord,
  NextAndPreviousResponse,
  RecordItemsResponse,
  RecordPreviewResponse,
  RecordViewResponse,
} from '../src/shared/contract/record.schema.js';
import {
  accessCollectBody,
  addRule,
  buildAccessWorld,
  GRID_ORDER,
  rulesPath,
  rulesSettled,
  send,
  uploadPng,
  WITH_FILE,
} from './support/access-fixtures.js';
import type {
  AccessWorld,
  Answer,
  FixedName,
  PersonKey,
  RuleBody,
} from './support/access-fixtures.js';
import { createCollect, seedRecords } from './support/record-fixtures.js';
import { signedIn } from './support/users.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';

// The ODK-style access table of issue 12: every records call and every attribution rules call,
// by every role and every situation of rules (with a READ or WRITE rule, without, for another
// collect only, through a group, through a parent group; IN, NOT_IN, "contains one of", a rule
// without condition), with the status each one gets and, for reads, exactly the records that
// come back. Then the changes that take effect on the next call, and "what this person sees".
// Refusals: 401 without a token, 403 for a collect out of reach (or a disabled account), 404
// for a record out of reach (as an unknown id: its existence is not theirs to know, and a 403
// would end their web session, SPEC §8), and a 400 on the rule's field for a write that would leave the caller's WRITE rules,
// which their form shows instead of a 403 that would end their session (SPEC §4).

interface Refusal {
  readonly status: 400 | 401 | 403 | 404;
  readonly code: string;
  /** A 400 names the field of the caller's WRITE rule (the form shows it there). */
  readonly field?: string;
}
const FORBIDDEN: Refusal = { status: 403, code: 'FORBIDDEN' };
/** A record out of reach answers as an unknown one. */
const HIDDEN: Refusal = { status: 404, code: 'NOT_FOUND' };
/** How a record out of reach is refused, given how the person is refused the collect. */
const recordRefusal = (refusal: Refusal): Refusal => (refusal === FORBIDDEN ? HIDDEN : refusal);
/** A write that would leave the caller's WRITE rules: a 400 on their condition's field. */
const outsideRule = (field: string): Refusal => ({ status: 400, code: 'VALIDATION_ERROR', field });
const DISABLED: Refusal = { status: 403, code: 'USER_DISABLED' };
const NO_TOKEN: Refusal = { status: 401, code: 'UNAUTHENTICATED' };
const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'status' in value;

type Caller = PersonKey | 'anonymous';
type Values = Record<string, StoredValue>;

interface Situation {
  readonly who: Caller;
  /** What the person notices, as the row's name. */
  readonly notices: string;
  /** The fixed records their grid shows, newest first; or how every call is refused. */
  readonly sees: readonly FixedName[] | Refusal;
  /** The collect's answer: their reach (when they may open it). */
  readonly access?: CollectAccess;
  /** Values of a record they see (any record, when they see none): what writes are tried on. */
  readonly within: Values;
  /** Writes: how they are refused, allowed on every record, or within WRITE rules only. */
  readonly write: Refusal | 'ALL' | { readonly outside: Values; readonly field: string };
  /** The fixed records they may change as they stand (GET record's `writable`). */
  readonly changes?: readonly FixedName[];
  /** Values of a record only a READ rule shows them. */
  readonly readOnly?: Values;
  readonly deletes?: boolean;
}

const ALL: CollectAccess = { see: 'ALL', write: 'ALL' };
const OPEN = { status: 'open' };

const SITUATIONS: readonly Situation[] = [
  {
    who: 'admin',
    notices: 'a super admin sees and changes every record',
    sees: GRID_ORDER,
    access: ALL,
    within: OPEN,
    write: 'ALL',
    deletes: true,
  },
  {
    who: 'manager',
    notices: 'the program’s manager sees and changes every record',
    sees: GRID_ORDER,
    access: ALL,
    within: OPEN,
    write: 'ALL',
    deletes: true,
  },
  {
    who: 'otherManager',
    notices: 'a manager of another program is refused',
    sees: FORBIDDEN,
    within: OPEN,
    write: FORBIDDEN,
  },
  {
    who: 'noRole',
    notices: 'a signed-in user without a role is refused',
    sees: FORBIDDEN,
    within: OPEN,
    write: FORBIDDEN,
  },
  {
    who: 'disabled',
    notices: 'a disabled bulk contributor is refused despite a WRITE rule on the whole collect',
    sees: DISABLED,
    within: OPEN,
    write: DISABLED,
  },
  {
    who: 'anonymous',
    notices: 'a caller without a token is asked to sign in',
    sees: NO_TOKEN,
    within: OPEN,
    write: NO_TOKEN,
  },
  {
    who: 'readOpen',
    notices: 'a single contributor with a READ rule "status is open" sees the open records only',
    sees: ['Dario', 'Ada'],
    access: { see: 'MATCHING', write: 'NONE' },
    within: OPEN,
    write: FORBIDDEN,
  },
  {
    who: 'writeOpen',
    notices: 'a bulk contributor with a WRITE rule "status is open" sees and writes open records',
    sees: ['Dario', 'Ada'],
    access: { see: 'MATCHING', write: 'MATCHING' },
    within: OPEN,
    write: { outside: { status: 'late' }, field: 'status' },
    changes: ['Dario', 'Ada'],
  },
  {
    who: 'notOpenViaGroup',
    notices: 'a member of a group with a READ rule "status is not open" sees the others',
    sees: ['Farid', 'Emma', 'Chloé', 'Bram'],
    access: { see: 'MATCHING', write: 'NONE' },
    within: { status: 'late' },
    write: FORBIDDEN,
  },
  {
    who: 'greenViaParent',
    notices: 'a member of a sub-group inherits its parent’s WRITE rule "tags contain green"',
    sees: ['Dario', 'Chloé'],
    access: { see: 'MATCHING', write: 'MATCHING' },
    within: { tags: ['green'] },
    write: { outside: { tags: ['red'] }, field: 'tags' },
    changes: ['Dario', 'Chloé'],
  },
  {
    who: 'notRed',
    notices: 'a READ rule "tags contain none of red" shows records without red, untagged ones too',
    sees: ['Emma', 'Dario', 'Chloé', 'Bram'],
    access: { see: 'MATCHING', write: 'NONE' },
    within: { tags: ['blue'] },
    write: FORBIDDEN,
  },
  {
    who: 'twoRules',
    notices: 'two rules (READ closed, WRITE amount 10) show both and write only the second',
    sees: ['Chloé', 'Ada'],
    access: { see: 'MATCHING', write: 'MATCHING' },
    within: { amount: 10 },
    write: { outside: { amount: 11 }, field: 'amount' },
    changes: ['Ada'],
    readOnly: { status: 'closed' },
  },
  {
    who: 'wholeCollect',
    notices: 'a WRITE rule without condition gives the whole collect, but not deleting',
    sees: GRID_ORDER,
    access: ALL,
    within: OPEN,
    write: 'ALL',
  },
  {
    who: 'noRule',
    notices: 'a contributor without a rule gets an empty grid and no record',
    sees: [],
    access: { see: 'NONE', write: 'NONE' },
    within: OPEN,
    write: FORBIDDEN,
  },
  {
    who: 'ruleElsewhere',
    notices: 'a contributor whose rule is for another collect gets nothing here',
    sees: [],
    access: { see: 'NONE', write: 'NONE' },
    within: OPEN,
    write: FORBIDDEN,
  },
  {
    who: 'otherCollect',
    notices: 'a contributor of another collect is refused, even with a rule on this one',
    sees: FORBIDDEN,
    within: OPEN,
    write: FORBIDDEN,
  },
];

/** How a call that is not a write (delete, rules) is refused to this person. */
const refusalOf = (situation: Situation): Refusal =>
  isRefusal(situation.sees) ? situation.sees : FORBIDDEN;

describe('who sees and changes which records (attribution rules)', () => {
  let api: TestApi;
  let world: AccessWorld;
  let counter = 0;
  const unique = (label: string) => `${label} ${(counter += 1)}`;
  const made: string[] = [];

  const tokenOf = (who: Caller) => (who === 'anonymous' ? undefined : world.people[who].token);
  const C = () => world.collectId;
  const base = () => `/api/programs/${world.programId}/collects/${C()}`;
  const items = (who: Caller, query = '', collectId = C()) =>
    send<RecordItemsResponse>(
      api,
      'GET',
      `/api/program/collects/${collectId}/items${query}`,
      tokenOf(who),
    );
  const collectAs = (who: Caller, collectId = C()) =>
    send<{ collect: Collect }>(api, 'GET', `/api/collects/${collectId}`, tokenOf(who));
  const recordAs = (who: Caller, id: string) =>
    send<RecordViewResponse>(api, 'GET', `/api/collectItem/${id}`, tokenOf(who));
  const names = (page: RecordItemsResponse) => page.items.map((item) => item.fields.name);
  const expectRefused = (answer: Answer<unknown>, refusal: Refusal, what: string) => {
    expect(answer.status, `${what}: ${answer.text}`).toBe(refusal.status);
    expect(answer.body.error.code, what).toBe(refusal.code);
    if (refusal.field) expect(answer.body.error.message, what).toMatch(`fields.${refusal.field}: `);
  };

  /** A record made by the administrator for one case, deleted after it. */
  const scratch = async (values: Values) => {
    const created = await send<{ record: CollectRecord }>(
      api,
      'POST',
      `${base()}/new_record`,
      world.people.admin.token,
      { fields: { name: unique('Scratch'), ...values } },
    );
    expect(created.status, created.text).toBe(201);
    made.push(created.body.record._id);
    return created.body.record;
  };
  const stored = (id: string) => recordAs('admin', id);

  beforeAll(async () => {
    api = await startTestApi('record-access');
    world = await buildAccessWorld(api);
  }, 120_000);
  afterEach(async () => {
    for (const id of made.splice(0)) {
      await send(api, 'DELETE', `${base()}/records/${id}`, world.people.admin.token);
    }
  });
  afterAll(() => api.close());

  describe('reads: the grid with its total, one record, its neighbours, its files, the collect', () => {
    it.each(SITUATIONS)('$who: $notices', async (situation) => {
      const { who, sees } = situation;
      const grid = await items(who);
      const collect = await collectAs(who);
      const reads = async (name: FixedName) => {
        const id = world.records[name];
        return {
          one: await recordAs(who, id),
          around: await send<NextAndPreviousResponse>(
            api,
            'GET',
            `/api/collectItem/${id}/next-and-previous`,
            tokenOf(who),
          ),
          preview: await send<RecordPreviewResponse>(
            api,
            'GET',
            `/api/collectItem/${id}/preview/document`,
            tokenOf(who),
          ),
        };
      };

      if (isRefusal(sees)) {
        expectRefused(grid, sees, 'grid');
        expectRefused(collect, sees, 'collect');
        for (const name of GRID_ORDER) {
          const { one, around, preview } = await reads(name);
          for (const [call, answer] of [
            ['record', one],
            ['next-and-previous', around],
            ['preview', preview],
          ] as const) {
            expectRefused(answer, recordRefusal(sees), `${call} of ${name}`);
          }
        }
        return;
      }

      expect(grid.status, grid.text).toBe(200);
      expect(names(grid.body)).toEqual(sees);
      expect(grid.body.totalItems).toBe(sees.length);
      expect(collect.status, collect.text).toBe(200);
      expect(collect.body.collect.access).toEqual(situation.access);
      const idOf = (name: FixedName | undefined) => (name ? world.records[name] : null);
      const changes = situation.write === 'ALL' ? sees : (situation.changes ?? []);
      for (const name of GRID_ORDER) {
        const { one, around, preview } = await reads(name);
        const at = sees.indexOf(name);
        if (at < 0) {
          expectRefused(one, HIDDEN, `record ${name}`);
          expectRefused(around, HIDDEN, `next-and-previous of ${name}`);
          expectRefused(preview, HIDDEN, `preview of ${name}`);
          continue;
        }
        expect(one.status, `record ${name}: ${one.text}`).toBe(200);
        expect(one.body.record.fields.name).toBe(name);
        expect(one.body.writable, `may change ${name}`).toBe(changes.includes(name));
        expect(around.body, `neighbours of ${name}`).toEqual({
          previous: idOf(sees[at - 1]),
          next: idOf(sees[at + 1]),
        });
        expect(preview.status, `preview of ${name}: ${preview.text}`).toBe(200);
        expect(preview.body.files.map((file) => file.content_type)).toEqual(
          name === WITH_FILE ? ['image/png'] : [],
        );
        for (const file of preview.body.files) {
          expect((await fetch(file.url)).status, 'the signed link opens the file').toBe(200);
        }
      }
    });

    it('a rule for another collect gives that collect: ruleElsewhere sees its record there', async () => {
      const there = await items('ruleElsewhere', '', world.otherCollectId);
      expect(there.status, there.text).toBe(200);
      expect(there.body.items.map((item) => item._id)).toEqual(world.elsewhereRecords);
      const collect = await collectAs('ruleElsewhere', world.otherCollectId);
      expect(collect.body.collect.access).toEqual({ see: 'ALL', write: 'NONE' });
    });
  });

  describe('writes: new_record, PUT record (both paths), DELETE, upload_field_content', () => {
    interface WriteCall {
      readonly name: string;
      readonly applies: (situation: Situation) => boolean;
      /** Refused to everyone it applies to. */
      readonly refused?: true;
      readonly run: (situation: Situation) => Promise<void>;
    }
    const writes = (situation: Situation) => !isRefusal(situation.write);
    const ruleOf = (situation: Situation) =>
      typeof situation.write === 'object' && 'outside' in situation.write ? situation.write : null;
    const outsideOf = (situation: Situation): Values | null => ruleOf(situation)?.outside ?? null;
    /** How a write that would leave the situation's WRITE rules is answered. */
    const leaving = (situation: Situation) => outsideRule(ruleOf(situation)?.field ?? '');
    const putPath = (id: string, fields: Values, who: Caller) =>
      send<{ record: CollectRecord }>(api, 'PUT', `${base()}/records/${id}`, tokenOf(who), {
        fields,
      });
    /** The change is refused and the record is exactly as it was. */
    const expectRefusedChange = async (
      answer: Answer<unknown>,
      refusal: Refusal,
      record: CollectRecord,
    ) => {
      expectRefused(answer, refusal, 'change');
      expect((await stored(record._id)).body.record).toEqual(record);
    };
    const clientId = () => `access-${Date.now()}-${(counter += 1)}-abcdef`;

    const CALLS: readonly WriteCall[] = [
      {
        name: 'POST new_record within their rules',
        applies: () => true,
        async run(situation) {
          const _id = clientId();
          made.push(_id);
          const fields = { name: unique('New'), ...situation.within };
          const answer = await send<{ record: CollectRecord }>(
            api,
            'POST',
            `${base()}/new_record`,
            tokenOf(situation.who),
            { _id, fields },
          );
          if (isRefusal(situation.write)) {
            expectRefused(answer, situation.write, 'create');
            expect((await stored(_id)).status).toBe(404);
            return;
          }
          expect(answer.status, answer.text).toBe(201);
          expect(answer.body.record.fields).toMatchObject(fields);
          expect((await recordAs(situation.who, _id)).status, 'they see what they made').toBe(200);
        },
      },
      {
        name: 'POST new_record outside their WRITE rule',
        refused: true,
        applies: (situation) => outsideOf(situation) !== null,
        async run(situation) {
          const _id = clientId();
          made.push(_id);
          const answer = await send(api, 'POST', `${base()}/new_record`, tokenOf(situation.who), {
            _id,
            fields: { name: unique('Outside'), ...outsideOf(situation) },
          });
          expectRefused(answer, leaving(situation), 'create outside');
          expect((await stored(_id)).status, 'nothing was created').toBe(404);
        },
      },
      ...(['records/{id}', 'update'] as const).map((path): WriteCall => ({
        name: `PUT ${path} of a record they see, keeping it within their rules`,
        applies: () => true,
        async run(situation) {
          const record = await scratch(situation.within);
          const answer =
            path === 'update'
              ? await send<{ record: CollectRecord }>(
                  api,
                  'PUT',
                  `${base()}/update`,
                  tokenOf(situation.who),
                  { _id: record._id, fields: { notes: 'Checked' } },
                )
              : await putPath(record._id, { notes: 'Checked' }, situation.who);
          if (isRefusal(situation.write)) {
            await expectRefusedChange(answer, situation.write, record);
            return;
          }
          expect(answer.status, answer.text).toBe(200);
          expect(answer.body.record).toMatchObject({ version: 2, fields: { notes: 'Checked' } });
        },
      })),
      {
        name: 'PUT moving a record out of their WRITE rule',
        refused: true,
        applies: (situation) => outsideOf(situation) !== null,
        async run(situation) {
          const record = await scratch(situation.within);
          const answer = await putPath(record._id, outsideOf(situation) ?? {}, situation.who);
          await expectRefusedChange(answer, leaving(situation), record);
        },
      },
      {
        name: 'PUT bringing a record they do not see into their WRITE rule',
        refused: true,
        applies: (situation) => outsideOf(situation) !== null,
        async run(situation) {
          const record = await scratch(outsideOf(situation) ?? {});
          const answer = await putPath(record._id, situation.within, situation.who);
          await expectRefusedChange(answer, HIDDEN, record);
        },
      },
      {
        name: 'PUT a record only their READ rule shows',
        refused: true,
        applies: (situation) => situation.readOnly !== undefined,
        async run(situation) {
          const record = await scratch(situation.readOnly ?? {});
          expect((await recordAs(situation.who, record._id)).status, 'they see it').toBe(200);
          const answer = await putPath(record._id, { notes: 'Checked' }, situation.who);
          await expectRefusedChange(answer, leaving(situation), record);
        },
      },
      {
        name: 'DELETE a record they see',
        applies: () => true,
        async run(situation) {
          const record = await scratch(situation.within);
          const answer = await send(
            api,
            'DELETE',
            `${base()}/records/${record._id}`,
            tokenOf(situation.who),
          );
          if (situation.deletes) {
            expect(answer.status, answer.text).toBe(200);
            expect((await stored(record._id)).status).toBe(404);
            return;
          }
          expectRefused(answer, refusalOf(situation), 'delete');
          expect((await stored(record._id)).body.record).toEqual(record);
        },
      },
      {
        name: 'POST upload_field_content',
        applies: () => true,
        async run(situation) {
          const answer = await uploadPng(api, tokenOf(situation.who), C());
          if (isRefusal(situation.write)) {
            expectRefused(answer, situation.write, 'upload');
            return;
          }
          expect(answer.status, answer.text).toBe(201);
        },
      },
    ];

    const cases = SITUATIONS.flatMap((situation) =>
      CALLS.filter((write) => write.applies(situation)).map((write) => ({
        call: write.name,
        who: situation.who,
        outcome:
          !write.refused &&
          (write.name.startsWith('DELETE') ? situation.deletes : writes(situation))
            ? 'allowed'
            : 'refused',
      })),
    );

    it.each(cases)('$call as $who: $outcome', async ({ call, who }) => {
      const write = CALLS.find((candidate) => candidate.name === call);
      const situation = SITUATIONS.find((candidate) => candidate.who === who);
      if (!write || !situation) throw new Error(`${call} as ${who}`);
      await write.run(situation);
    });
  });

  describe('attribution rules calls: administrators and managers only', () => {
    const RULE_CALLS = ['GET list', 'POST', 'GET one', 'PUT', 'DELETE'] as const;
    const bystanderWrite = () => ({
      collect_id: C(),
      subject: { user_id: world.people.bystander.uid },
      permission: 'WRITE',
      condition: { field: 'status', operator: 'IN', values: ['open'] },
    });
    const rulePath = (id: string) => `${rulesPath(C())}/${id}`;
    const asManager = <T>(method: string, path: string, json?: unknown) =>
      send<T>(api, method, path, world.people.manager.token, json);
    const bystanderRules = async () =>
      (
        await asManager<AttributionRulesResponse>(
          'GET',
          `${rulesPath(C())}?user_id=${world.people.bystander.uid}`,
        )
      ).body.attributionRules.map((rule) => rule._id);

    const cases = SITUATIONS.flatMap((situation) =>
      RULE_CALLS.map((call) => ({
        call,
        who: situation.who,
        outcome: situation.deletes ? 'allowed' : 'refused',
      })),
    );

    it.each(cases)('$call attributionRules as $who: $outcome', async ({ call, who }) => {
      const situation = SITUATIONS.find((candidate) => candidate.who === who);
      if (!situation) throw new Error(who);
      const allowed = situation.deletes === true;
      const token = tokenOf(who);
      const { bystanderRule } = world;
      const before = await bystanderRules();
      let answer: Answer<{ attributionRule?: AttributionRule }>;
      if (call === 'GET list') {
        answer = await send(api, 'GET', rulesPath(C()), token);
      } else if (call === 'POST') {
        answer = await send(api, 'POST', rulesPath(C()), token, bystanderWrite());
      } else if (call === 'GET one') {
        answer = await send(api, 'GET', rulePath(bystanderRule._id), token);
      } else if (call === 'PUT') {
        answer = await send(api, 'PUT', rulePath(bystanderRule._id), token, {
          permission: 'READ',
        });
      } else {
        // A rule of its own for an allowed caller; the shared one for a refused caller.
        const target = allowed
          ? (
              await asManager<{ attributionRule: AttributionRule }>(
                'POST',
                rulesPath(C()),
                bystanderWrite(),
              )
            ).body.attributionRule._id
          : bystanderRule._id;
        answer = await send(api, 'DELETE', rulePath(target), token);
      }
      if (!allowed) {
        expectRefused(answer, refusalOf(situation), call);
        expect(await bystanderRules(), 'the rules are unchanged').toEqual(before);
        return;
      }
      expect(answer.status, answer.text).toBe(call === 'POST' ? 201 : 200);
      if (call === 'GET one' || call === 'PUT') {
        expect(answer.body.attributionRule?.subject).toEqual(bystanderRule.subject);
      }
      const created = answer.body.attributionRule?._id;
      if (call === 'POST' && created) await asManager('DELETE', rulePath(created));
      expect(await bystanderRules()).toEqual([bystanderRule._id]);
    });
  });

  describe('a change takes effect on the next call', () => {
    const contributor = async (label: string, collectId = C()) =>
      signedIn(
        await api.factory.makeMember(world.programId, {
          label,
          role: 'COLLECT_SINGLE_CONTRIBUTOR',
          collectId,
        }),
      );
    const pageOf = async (token: string, collectId = C()) => {
      const answer = await send<RecordItemsResponse>(
        api,
        'GET',
        `/api/program/collects/${collectId}/items`,
        token,
      );
      expect(answer.status, answer.text).toBe(200);
      return answer.body;
    };
    const gridOf = async (token: string) => {
      const page = await pageOf(token);
      return { names: names(page), total: page.totalItems };
    };
    const manager = () => world.people.manager.token;
    /** A READ rule made without waiting for its application to the records. */
    const readRule = async (collectId: string, uid: string, condition: RuleBody['condition']) => {
      const created = await send(api, 'POST', rulesPath(collectId), manager(), {
        collect_id: collectId,
        subject: { user_id: uid },
        permission: 'READ',
        condition,
      });
      expect(created.status, created.text).toBe(201);
    };
    const groupPath = (id: string) => `/api/programs/${world.programId}/user-groups/${id}`;

    it('removed from the group: the next grid shows none', async () => {
      const member = await contributor('leaver');
      const added = await send(
        api,
        'PUT',
        `${groupPath(world.groups.fieldTeam._id)}/add-users`,
        manager(),
        {
          user_ids: [member.uid],
        },
      );
      expect(added.status, added.text).toBe(200);
      expect(await gridOf(member.token)).toEqual({
        names: ['Farid', 'Emma', 'Chloé', 'Bram'],
        total: 4,
      });
      const removed = await send(
        api,
        'PUT',
        `${groupPath(world.groups.fieldTeam._id)}/remove-user`,
        manager(),
        { user_id: member.uid },
      );
      expect(removed.status, removed.text).toBe(200);
      expect(await gridOf(member.token)).toEqual({ names: [], total: 0 });
      expect(
        (await send(api, 'GET', `/api/collectItem/${world.records.Emma}`, member.token)).status,
      ).toBe(404);
    });

    it('their group moved out from under the parent with the rule: the next grid shows none', async () => {
      const member = await contributor('moved');
      const team = await api.factory.makeGroup(world.programId, {
        name: unique('South team'),
        parentId: world.groups.regions._id,
        memberIds: [member.uid],
        by: world.people.admin,
      });
      expect(await gridOf(member.token)).toEqual({ names: ['Dario', 'Chloé'], total: 2 });
      const moved = await send(api, 'PUT', groupPath(team._id), manager(), { parent_id: null });
      expect(moved.status, moved.text).toBe(200);
      expect(await gridOf(member.token)).toEqual({ names: [], total: 0 });
    });

    it('their rule deleted: the next grid shows none', async () => {
      const member = await contributor('ruled-out');
      const rule = await addRule(api, manager(), C(), {
        subject: { user_id: member.uid },
        permission: 'WRITE',
        condition: { field: 'status', operator: 'IN', values: ['late'] },
      });
      expect(await gridOf(member.token)).toEqual({ names: ['Emma', 'Bram'], total: 2 });
      const deleted = await send(api, 'DELETE', `${rulesPath(C())}/${rule._id}`, manager());
      expect(deleted.status, deleted.text).toBe(200);
      expect(await gridOf(member.token)).toEqual({ names: [], total: 0 });
      const collect = await send<{ collect: Collect }>(
        api,
        'GET',
        `/api/collects/${C()}`,
        member.token,
      );
      expect(collect.body.collect.access).toEqual({ see: 'NONE', write: 'NONE' });
    });

    it('a new rule: never more than it gives while applying, exactly that once DONE', async () => {
      const member = await contributor('newcomer');
      expect(await gridOf(member.token)).toEqual({ names: [], total: 0 });
      const gives = ['Emma', 'Chloé'];
      // A condition no rule had: the records learn it in the apply task.
      await readRule(C(), member.uid, { field: 'amount', operator: 'IN', values: [30, 50] });
      const collect = await rulesSettled(api, manager(), C(), async () => {
        const meanwhile = await gridOf(member.token);
        expect(gives).toEqual(expect.arrayContaining(meanwhile.names));
      });
      expect(collect.rules_progress).toMatchObject({ state: 'DONE' });
      expect(collect.rules_progress?.done).toBe(collect.rules_progress?.total);
      expect(await gridOf(member.token)).toEqual({ names: gives, total: 2 });
    });

    it('on 2,400 records: while a new rule is applied, only records it gives; then all of them', async () => {
      const big = await createCollect(
        api,
        manager(),
        world.programId,
        accessCollectBody(world.model.modelId, unique('Big')),
      );
      const statuses = ['open', 'late', 'closed'];
      await seedRecords(
        api,
        { programId: world.programId, collectId: big, fields: world.model.fields },
        Array.from({ length: 2400 }, (_, i) => ({
          name: `Visit ${i}`,
          status: statuses[i % 3] ?? null,
        })),
      );
      const member = await contributor('patient', big);
      const closedOnly = (page: RecordItemsResponse) => {
        expect(page.totalItems).toBeLessThanOrEqual(800);
        expect(page.items.filter((item) => item.fields.status !== 'closed')).toEqual([]);
      };
      await readRule(big, member.uid, { field: 'status', operator: 'IN', values: ['closed'] });
      const collect = await rulesSettled(api, manager(), big, async () =>
        closedOnly(await pageOf(member.token, big)),
      );
      expect(collect.rules_progress).toEqual({ state: 'DONE', done: 2400, total: 2400 });
      const page = await pageOf(member.token, big);
      closedOnly(page);
      expect(page.totalItems).toBe(800);
      expect(page.items).toHaveLength(50);
    });
  });

  describe('"what this person sees": as_user on the grid', () => {
    interface AsUserCase {
      readonly name: string;
      readonly caller: Caller;
      readonly as: PersonKey;
      /** The fixed records of the page, or how the call is refused. */
      readonly expected: readonly FixedName[] | Refusal | 'BAD_AS_USER';
    }
    const CASES: readonly AsUserCase[] = [
      {
        name: 'a manager gets exactly the page of a READ contributor',
        caller: 'manager',
        as: 'readOpen',
        expected: ['Dario', 'Ada'],
      },
      {
        name: 'a super admin gets exactly the page of a group member',
        caller: 'admin',
        as: 'notOpenViaGroup',
        expected: ['Farid', 'Emma', 'Chloé', 'Bram'],
      },
      {
        name: 'a manager gets exactly the page of a sub-group member',
        caller: 'manager',
        as: 'greenViaParent',
        expected: ['Dario', 'Chloé'],
      },
      {
        name: 'a manager sees the empty page of a contributor without a rule',
        caller: 'manager',
        as: 'noRule',
        expected: [],
      },
      {
        name: 'a manager sees nothing for a disabled member',
        caller: 'manager',
        as: 'disabled',
        expected: [],
      },
      {
        name: 'a manager naming someone outside the program is told so',
        caller: 'manager',
        as: 'otherManager',
        expected: 'BAD_AS_USER',
      },
      {
        name: 'a contributor naming themselves gets their own page',
        caller: 'readOpen',
        as: 'readOpen',
        expected: ['Dario', 'Ada'],
      },
      {
        name: 'a contributor naming another contributor is refused',
        caller: 'wholeCollect',
        as: 'readOpen',
        expected: FORBIDDEN,
      },
      {
        name: 'a manager of another program is refused',
        caller: 'otherManager',
        as: 'readOpen',
        expected: FORBIDDEN,
      },
    ];

    it.each(CASES)('$name', async ({ caller, as, expected }) => {
      const answer = await items(caller, `?as_user=${world.people[as].uid}`);
      if (expected === 'BAD_AS_USER') {
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.error.message).toMatch(/^as_user: /);
        return;
      }
      if (isRefusal(expected)) {
        expectRefused(answer, expected, 'as_user');
        return;
      }
      expect(answer.status, answer.text).toBe(200);
      expect(names(answer.body)).toEqual(expected);
      expect(answer.body.totalItems).toBe(expected.length);
      const own = await items(as);
      if (own.status === 200) expect(answer.body).toEqual(own.body);
    });
  });
});
