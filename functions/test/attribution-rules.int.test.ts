import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/core/clock.js';
import { attributionRulesCollection, collectRef } from '../src/db/collections.js';
import type { Activity } from '../src/shared/contract/activity.schema.js';
import type {
  AttributionRule,
  AttributionRulesResponse,
} from '../src/shared/contract/attribution-rule.schema.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { ensureDemoModels } from '../src/seed/seed-models.js';
import { call } from './support/http.js';
import type { CallOptions } from './support/http.js';
import { contributorOf, createProgram, managerOf } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// The attribution rules API (SPEC.md §7 "Attribution rules", issue 12): every call by every
// kind of caller, the rule as a client reads it, the checks of subject and condition against
// the program and the collect's model, the log entries and the collect's rules_version, the
// group filter the group screen uses, and rules leaving with their collect.

const ACTORS = [
  'admin',
  'manager',
  'otherManager',
  'contributor',
  'disabled',
  'anonymous',
] as const;
type Actor = (typeof ACTORS)[number];
type Signed = Exclude<Actor, 'anonymous'>;

/** What each refused caller is answered. */
const REFUSED: Partial<Record<Actor, { status: number; code: string }>> = {
  otherManager: { status: 403, code: 'FORBIDDEN' },
  contributor: { status: 403, code: 'FORBIDDEN' },
  disabled: { status: 403, code: 'USER_DISABLED' },
  anonymous: { status: 401, code: 'UNAUTHENTICATED' },
};

interface RuleBody {
  attributionRule: AttributionRule;
}

describe('attribution rules API', () => {
  let api: TestApi;
  const users = {} as Record<Signed, TestUser>;
  let P: { id: string; collectId: string };
  let Q: { id: string; collectId: string };
  let C: string;
  let group: { _id: string };
  let subGroup: { _id: string };
  let foreignGroup: { _id: string };
  let counter = 0;
  const unique = (label: string) => `${label} ${(counter += 1)}`;

  const as = (actor: Actor): CallOptions =>
    actor === 'anonymous' ? {} : { token: users[actor].token };
  const rulesPath = (collectId = C) => `/api/collects/${collectId}/attributionRules`;
  const rulePath = (ruleId: string, collectId = C) => `${rulesPath(collectId)}/${ruleId}`;
  const post = (body: Record<string, unknown>, actor: Actor = 'manager', collectId = C) =>
    call<RuleBody & ErrorBody>(api, rulesPath(collectId), {
      ...as(actor),
      json: { collect_id: collectId, permission: 'READ', ...body },
    });
  /** A rule for the contributor on a name of its own, so that it is never a duplicate. */
  const nameRule = (permission = 'READ') => ({
    subject: { user_id: users.contributor.uid },
    permission,
    condition: { field: 'full_name', operator: 'IN', values: [unique('Name')] },
  });
  const freshRule = async (body: Record<string, unknown> = nameRule()) => {
    const created = await post(body);
    expect(created.status, created.text).toBe(201);
    return created.body.attributionRule;
  };
  const expectRefused = (
    actor: Actor,
    response: { status: number; body: ErrorBody; text: string },
  ) => {
    const refusal = REFUSED[actor];
    expect(response.status, `${actor}: ${response.text}`).toBe(refusal?.status);
    expect(response.body.error.code, actor).toBe(refusal?.code);
  };
  const issuePaths = (body: ErrorBody) => body.error.details?.issues?.map((issue) => issue.path);
  const rulesVersion = async (collectId = C) =>
    (await collectRef(api.db, P.id, collectId).get()).get('rules_version') as number | undefined;
  const activities = async () =>
    (
      await call<{ activities: Activity[] }>(api, `/api/programs/${P.id}/activities?limit=5`, {
        token: users.admin.token,
      })
    ).body.activities;

  beforeAll(async () => {
    api = await startTestApi('attribution-rules');
    users.admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    P = await createProgram(api, users.admin, 'Rules program');
    Q = await createProgram(api, users.admin, 'Other rules program');
    const [beneficiaryModel] = await ensureDemoModels(api.db, systemClock);
    C = await api.factory.makeCollect(P.id, { title: 'Households', modelId: beneficiaryModel });
    users.manager = await managerOf(api, P.id);
    users.otherManager = await managerOf(api, Q.id, 'other-manager');
    users.contributor = await contributorOf(api, P.id, C);
    users.disabled = await createTestUser(api, 'disabled', {
      status: 'DISABLED',
      roles: [{ program_id: P.id, role: 'PROGRAM_MANAGER' }],
    });
    group = await api.factory.makeGroup(P.id, {
      name: { en: 'Field team', fr: 'Équipe terrain' },
      memberIds: [users.contributor.uid],
      by: users.admin,
    });
    subGroup = await api.factory.makeGroup(P.id, {
      name: 'North team',
      parentId: group._id,
      by: users.admin,
    });
    foreignGroup = await api.factory.makeGroup(Q.id, { name: 'Elsewhere', by: users.admin });
  });
  afterAll(() => api.close());

  describe('who may call what', () => {
    it('lists: administrators and the program’s managers; others are refused', async () => {
      await freshRule();
      for (const actor of ACTORS) {
        const response = await call<AttributionRulesResponse & ErrorBody>(
          api,
          rulesPath(),
          as(actor),
        );
        if (actor === 'admin' || actor === 'manager') {
          expect(response.status, actor).toBe(200);
          expect(response.body.attributionRules.length).toBeGreaterThan(0);
          expect(response.body.currentPage).toBe(1);
        } else {
          expectRefused(actor, response);
        }
      }
    });

    it('creates: administrators and the program’s managers; others are refused', async () => {
      for (const actor of ACTORS) {
        const response = await post(nameRule(), actor);
        if (actor === 'admin' || actor === 'manager') {
          expect(response.status, `${actor}: ${response.text}`).toBe(201);
        } else {
          expectRefused(actor, response);
        }
      }
    });

    it('reads, changes and deletes one rule: the same callers', async () => {
      for (const actor of ACTORS) {
        const rule = await freshRule();
        const allowed = actor === 'admin' || actor === 'manager';
        const read = await call<RuleBody & ErrorBody>(api, rulePath(rule._id), as(actor));
        const changed = await call<RuleBody & ErrorBody>(api, rulePath(rule._id), {
          ...as(actor),
          method: 'PUT',
          json: { permission: 'WRITE' },
        });
        const deleted = await call<{ _id: string } & ErrorBody>(api, rulePath(rule._id), {
          ...as(actor),
          method: 'DELETE',
        });
        if (allowed) {
          expect(read.status, actor).toBe(200);
          expect(read.body.attributionRule).toEqual(rule);
          expect(changed.status, actor).toBe(200);
          expect(changed.body.attributionRule.permission).toBe('WRITE');
          expect(deleted.status, actor).toBe(200);
          expect(deleted.body).toEqual({ _id: rule._id });
          expect((await call(api, rulePath(rule._id), as(actor))).status).toBe(404);
        } else {
          for (const response of [read, changed, deleted]) expectRefused(actor, response);
          const kept = await call<RuleBody>(api, rulePath(rule._id), as('manager'));
          expect(kept.body.attributionRule.permission).toBe('READ');
        }
      }
    });

    it('answers 404 for an unknown or deleting collect and an unknown rule', async () => {
      const rule = await freshRule();
      for (const path of [rulesPath('no-such-collect'), rulePath(rule._id, 'no-such-collect')]) {
        const response = await call<ErrorBody>(api, path, as('manager'));
        expect(response.status, path).toBe(404);
      }
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await call<ErrorBody>(api, rulePath('no-such-rule'), {
          ...as('manager'),
          method,
          ...(method === 'PUT' ? { json: { permission: 'WRITE' } } : {}),
        });
        expect(response.status, method).toBe(404);
        expect(response.body.error.code).toBe('NOT_FOUND');
      }
      // A rule of another collect is not found under this one.
      const elsewhere = await call(api, rulePath(rule._id, P.collectId), as('manager'));
      expect(elsewhere.status).toBe(404);
      const deleting = await api.factory.makeCollect(P.id, { title: 'Being deleted' });
      await collectRef(api.db, P.id, deleting).update({ deleting: true });
      expect((await call(api, rulesPath(deleting), as('manager'))).status).toBe(404);
      const created = await post(nameRule(), 'manager', deleting);
      expect(created.status).toBe(404);
      expect((await attributionRulesCollection(api.db, P.id, deleting).get()).size).toBe(0);
    });
  });

  describe('a rule as clients read it', () => {
    it('names its subject: the user’s name, the group’s name in the caller’s language', async () => {
      const condition = { field: 'region', operator: 'IN', values: ['north', 'south'] };
      const created = await post({
        subject: { user_id: users.contributor.uid },
        permission: 'WRITE',
        condition,
      });
      expect(created.status, created.text).toBe(201);
      const rule = created.body.attributionRule;
      expect(rule).toEqual({
        _id: expect.any(String),
        collect_id: C,
        program_id: P.id,
        subject: { type: 'USER', _id: users.contributor.uid, label: 'Test contributor' },
        permission: 'WRITE',
        condition,
        created_at: expect.any(String),
        updated_at: rule.created_at,
      });

      const forGroup = await freshRule({ subject: { user_group_id: group._id } });
      expect(forGroup.subject).toEqual({ type: 'USER_GROUP', _id: group._id, label: 'Field team' });
      expect(forGroup.condition).toBeNull();
      const inFrench = await call<RuleBody>(api, rulePath(forGroup._id), {
        ...as('manager'),
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      expect(inFrench.body.attributionRule.subject.label).toBe('Équipe terrain');
      const byQuery = await call<RuleBody>(api, `${rulePath(forGroup._id)}?lang=fr`, as('admin'));
      expect(byQuery.body.attributionRule.subject.label).toBe('Équipe terrain');
    });

    it('changes only what is sent; condition null gives the whole collect', async () => {
      const rule = await freshRule();
      const changed = await call<RuleBody>(api, rulePath(rule._id), {
        ...as('manager'),
        method: 'PUT',
        json: { subject: { user_group_id: subGroup._id } },
      });
      expect(changed.body.attributionRule).toMatchObject({
        subject: { type: 'USER_GROUP', _id: subGroup._id, label: 'North team' },
        permission: 'READ',
        condition: rule.condition,
      });
      const widened = await call<RuleBody>(api, rulePath(rule._id), {
        ...as('manager'),
        method: 'PUT',
        json: { collect_id: C, condition: null },
      });
      expect(widened.body.attributionRule.condition).toBeNull();
      expect(widened.body.attributionRule.created_at).toBe(rule.created_at);
      expect(widened.body.attributionRule.updated_at >= rule.updated_at).toBe(true);
    });

    it('stores the rule where enforcement reads it', async () => {
      const rule = await freshRule({
        subject: { user_group_id: group._id },
        permission: 'WRITE',
        condition: { field: 'needs', operator: 'NOT_IN', values: ['food', 'food', 'health'] },
      });
      // Repeated values are dropped.
      expect(rule.condition?.values).toEqual(['food', 'health']);
      const stored = await attributionRulesCollection(api.db, P.id, C).doc(rule._id).get();
      expect(stored.data()).toMatchObject({
        rule_id: rule._id,
        program_id: P.id,
        collect_id: C,
        subject: { user_group_id: group._id },
        permission: 'WRITE',
        condition: { field: 'needs', operator: 'NOT_IN', values: ['food', 'health'] },
        created_by: { _id: users.manager.uid, email: users.manager.email },
      });
    });
  });

  describe('validation', () => {
    const expectInvalid = async (body: Record<string, unknown>, path: string) => {
      const response = await post(body);
      expect(response.status, `${path}: ${response.text}`).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(issuePaths(response.body), response.text).toEqual([path]);
      return response.body.error;
    };
    const onField = (field: string, values: unknown[], operator = 'IN') => ({
      subject: { user_id: users.contributor.uid },
      condition: { field, operator, values },
    });

    it('refuses a collect_id other than the path’s', async () => {
      const error = await expectInvalid({ ...nameRule(), collect_id: P.collectId }, 'collect_id');
      expect(error.message).toBe('collect_id: Must be the collect of the path');
      const put = await call<ErrorBody>(api, rulePath((await freshRule())._id), {
        ...as('manager'),
        method: 'PUT',
        json: { collect_id: P.collectId, permission: 'WRITE' },
      });
      expect(put.status).toBe(400);
      expect(issuePaths(put.body)).toEqual(['collect_id']);
    });

    it('needs a subject of the program: a member (any role) or one of its groups', async () => {
      await expectInvalid({ subject: {} }, 'subject');
      await expectInvalid(
        { subject: { user_id: users.contributor.uid, user_group_id: group._id } },
        'subject',
      );
      const error = await expectInvalid(
        { subject: { user_id: users.otherManager.uid } },
        'subject.user_id',
      );
      expect(error.message).toBe('subject.user_id: Not a member of this program');
      await expectInvalid(
        { subject: { user_group_id: foreignGroup._id } },
        'subject.user_group_id',
      );
      await expectInvalid({ subject: { user_group_id: 'no-such-group' } }, 'subject.user_group_id');
      // Managers are members too.
      const manager = await post({ subject: { user_id: users.manager.uid } });
      expect(manager.status, manager.text).toBe(201);
      expect(manager.body.attributionRule.subject.label).toBe('Test manager');
    });

    it('refuses unknown permissions and malformed ids', async () => {
      await expectInvalid({ ...nameRule(), permission: 'OWNER' }, 'permission');
      await expectInvalid({ subject: { user_id: 'a/b' } }, 'subject.user_id');
    });

    it('needs a field of the collect’s model', async () => {
      const error = await expectInvalid(onField('nickname', ['Bo']), 'condition.field');
      expect(error.message).toBe('condition.field: The collect\'s model has no field "nickname"');
      const bare = await api.factory.makeCollect(P.id, { title: 'No model' });
      const response = await post(onField('full_name', ['Bo']), 'manager', bare);
      expect(response.status).toBe(400);
      expect(issuePaths(response.body)).toEqual(['condition.field']);
    });

    it('needs values that fit the field’s datatype and options', async () => {
      await expectInvalid(onField('region', ['north', 'nowhere']), 'condition.values.1');
      await expectInvalid(onField('gender', ['Female']), 'condition.values.0');
      await expectInvalid(onField('needs', ['cars']), 'condition.values.0');
      await expectInvalid(onField('household_size', ['3']), 'condition.values.0');
      await expectInvalid(onField('contact_consent', ['yes']), 'condition.values.0');
      const date = await expectInvalid(onField('birth_date', ['01/02/1990']), 'condition.values.0');
      expect(date.message).toBe('condition.values.0: Use a date written YYYY-MM-DD');
      for (const [field, values] of [
        ['region', ['north']],
        ['gender', ['female', 'other']],
        ['needs', ['food', 'education']],
        ['household_size', [3, 4]],
        ['contact_consent', [true]],
        ['birth_date', ['1990-01-02']],
      ] as const) {
        const response = await post(onField(field, [...values]));
        expect(response.status, `${field}: ${response.text}`).toBe(201);
      }
    });

    it('holds Firestore’s limits: 1 to 30 values for IN, 1 to 10 for NOT_IN', async () => {
      const names = (count: number) => Array.from({ length: count }, (_, i) => unique(`N${i}`));
      expect((await post(onField('full_name', names(30)))).status).toBe(201);
      expect((await post(onField('full_name', names(10), 'NOT_IN'))).status).toBe(201);
      await expectInvalid(onField('full_name', names(31)), 'condition.values');
      const notIn = await expectInvalid(
        onField('full_name', names(11), 'NOT_IN'),
        'condition.values',
      );
      expect(notIn.message).toBe(
        "condition.values: NOT_IN takes at most 10 values (Firestore's limit)",
      );
      await expectInvalid(onField('full_name', []), 'condition.values');
    });

    it('refuses a second rule with the same subject, permission and condition (409)', async () => {
      const body = {
        subject: { user_group_id: subGroup._id },
        permission: 'WRITE',
        condition: { field: 'region', operator: 'NOT_IN', values: ['east', 'west'] },
      };
      await freshRule(body);
      const again = await post({
        ...body,
        condition: { ...body.condition, values: ['west', 'east'] },
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({
        code: 'ALREADY_EXISTS',
        message: 'The collect already has a rule with this subject, permission and condition',
      });
      // Another permission is another rule; changing it back into the first one is a 409 too.
      const other = await freshRule({ ...body, permission: 'READ' });
      const clash = await call<ErrorBody>(api, rulePath(other._id), {
        ...as('manager'),
        method: 'PUT',
        json: { permission: 'WRITE' },
      });
      expect(clash.status).toBe(409);
      // Saving a rule unchanged is no clash with itself.
      const same = await call(api, rulePath(other._id), {
        ...as('manager'),
        method: 'PUT',
        json: { permission: 'READ' },
      });
      expect(same.status).toBe(200);
    });
  });

  describe('what a change leaves behind', () => {
    it('logs each change and bumps the collect’s rules_version in the same write', async () => {
      const before = (await rulesVersion()) ?? 0;
      const rule = await freshRule({
        subject: { user_group_id: group._id },
        permission: 'READ',
        condition: { field: 'region', operator: 'IN', values: ['east'] },
      });
      expect(await rulesVersion()).toBe(before + 1);
      const [created] = await activities();
      expect(created).toMatchObject({
        action: 'ATTRIBUTION_RULE_CREATED',
        actor: { _id: users.manager.uid },
        target: { type: 'COLLECT', _id: C, label: 'Households' },
        details: {
          rule_id: rule._id,
          subject_type: 'USER_GROUP',
          subject_id: group._id,
          subject_label: 'Field team',
          permission: 'READ',
          condition_field: 'region',
          condition_operator: 'IN',
          condition_values: ['east'],
        },
      });

      const update = await call(api, rulePath(rule._id), {
        ...as('admin'),
        method: 'PUT',
        json: { condition: { field: 'region', operator: 'IN', values: ['east', 'west'] } },
      });
      expect(update.status, update.text).toBe(200);
      expect(await rulesVersion()).toBe(before + 2);
      const [updated] = await activities();
      expect(updated).toMatchObject({
        action: 'ATTRIBUTION_RULE_UPDATED',
        actor: { _id: users.admin.uid },
        details: { rule_id: rule._id, condition_values: ['east', 'west'] },
      });

      await call(api, rulePath(rule._id), { ...as('manager'), method: 'DELETE' });
      expect(await rulesVersion()).toBe(before + 3);
      const [deleted] = await activities();
      expect(deleted).toMatchObject({
        action: 'ATTRIBUTION_RULE_DELETED',
        target: { type: 'COLLECT', _id: C },
        details: { rule_id: rule._id, subject_label: 'Field team' },
      });
    });

    it('changes nothing on a refused call', async () => {
      const before = await rulesVersion();
      const entries = (await activities()).map((entry) => entry._id);
      await post({ subject: { user_id: users.otherManager.uid } });
      await post(nameRule(), 'contributor');
      expect(await rulesVersion()).toBe(before);
      expect((await activities()).map((entry) => entry._id)).toEqual(entries);
    });
  });

  describe('listing', () => {
    it('filters by group or user, newest first, and pages with cursors', async () => {
      const collect = await api.factory.makeCollect(P.id, {
        title: unique('Paged'),
        modelId: (await collectRef(api.db, P.id, C).get()).get('model_id') as string,
      });
      const made: string[] = [];
      for (let index = 0; index < 22; index += 1) {
        const created = await post(
          {
            subject: { user_group_id: group._id },
            condition: { field: 'full_name', operator: 'IN', values: [`Person ${index}`] },
          },
          'manager',
          collect,
        );
        expect(created.status, created.text).toBe(201);
        made.push(created.body.attributionRule._id);
      }
      const forUser = await post(
        { subject: { user_id: users.contributor.uid } },
        'manager',
        collect,
      );
      const forSubGroup = await post(
        { subject: { user_group_id: subGroup._id } },
        'manager',
        collect,
      );

      const list = (query: string) =>
        call<AttributionRulesResponse>(api, `${rulesPath(collect)}?${query}`, as('manager'));
      const all = await list('');
      expect(all.body.totalItems).toBe(24);
      expect(all.body.attributionRules[0]?._id).toBe(forSubGroup.body.attributionRule._id);

      const first = await list(`user_group_id=${group._id}`);
      expect(first.status, first.text).toBe(200);
      expect(first.body).toMatchObject({
        totalItems: 22,
        pages: 2,
        currentPage: 1,
        prev_cursor: null,
      });
      expect(first.body.attributionRules.map((rule) => rule._id)).toEqual(made.slice(2).reverse());
      const second = await list(`user_group_id=${group._id}&cursor=${first.body.next_cursor}`);
      expect(second.body.attributionRules.map((rule) => rule._id)).toEqual(
        made.slice(0, 2).reverse(),
      );
      expect(second.body).toMatchObject({ currentPage: 2, next_cursor: null });
      const back = await list(`user_group_id=${group._id}&cursor=${second.body.prev_cursor}`);
      expect(back.body.attributionRules.map((rule) => rule._id)).toEqual(made.slice(2).reverse());

      const mine = await list(`user_id=${users.contributor.uid}`);
      expect(mine.body.attributionRules.map((rule) => rule._id)).toEqual([
        forUser.body.attributionRule._id,
      ]);
      const sub = await list(`user_group_id=${subGroup._id}`);
      expect(sub.body.totalItems).toBe(1);
      expect((await list('user_group_id=a%2Fb')).status).toBe(400);
      const both = await list(`user_group_id=${group._id}&user_id=${users.contributor.uid}`);
      expect(both.status).toBe(400);
    });
  });

  it('goes with its collect when the collect is deleted', async () => {
    const collect = await api.factory.makeCollect(P.id, {
      title: unique('Doomed'),
      modelId: (await collectRef(api.db, P.id, C).get()).get('model_id') as string,
    });
    const rule = await post({ subject: { user_group_id: group._id } }, 'manager', collect);
    expect(rule.status).toBe(201);
    const removed = await call(api, `/api/collects/${collect}`, {
      ...as('manager'),
      method: 'DELETE',
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await attributionRulesCollection(api.db, P.id, collect).get()).size).toBe(0);
    expect((await call(api, rulesPath(collect), as('manager'))).status).toBe(404);
    expect(
      (await call(api, rulePath(rule.body.attributionRule._id, collect), as('manager'))).status,
    ).toBe(404);
  });
});
