import { FieldValue } from 'firebase-admin/firestore';
import type { WriteBatch } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectRef } from '../src/db/collections.js';
import { createBulkUpdateRepository } from '../src/modules/bulk-update/bulk-update.repository.js';
import { createBulkUpdateWork } from '../src/modules/bulk-update/bulk-update.work.js';
import { createRecordAccessRepository } from '../src/modules/record-access/record-access.repository.js';
import { checkRecordView } from '../src/modules/records/record-query.js';
import { createRecordsRepository } from '../src/modules/records/records.repository.js';
import { createRecordsScanner } from '../src/modules/records/records-scan.js';
import type { ChunkProgress, TaskIo } from '../src/modules/tasks/task-work.js';
import { createUsersRepository } from '../src/modules/users/users.repository.js';
import type { Activity } from '../src/shared/contract/activity.schema.js';
import type {
  BulkUpdateResponse,
  BulkUpdateResult,
} from '../src/shared/contract/bulk-update.schema.js';
import { BULK_UPDATE_INLINE_MAX } from '../src/shared/contract/bulk-update.schema.js';
import type {
  CollectRecord,
  RecordItemsResponse,
  RecordViewResponse,
} from '../src/shared/contract/record.schema.js';
import type { Task } from '../src/shared/contract/task.schema.js';
import { reachOf, readsAccess } from '../src/shared/permissions/record-reach.js';
import { accessCollectBody, buildAccessWorld, send } from './support/access-fixtures.js';
import type { AccessWorld, Answer, PersonKey } from './support/access-fixtures.js';
import { createCollect, createModel, seedRecords } from './support/record-fixtures.js';
import { LONG_TEXT_FIELDS, longText, longTexts, weighedBatch } from './support/long-texts.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';

// PUT …/records/bulk-update (issue 13) on the access world of issue 12: who may, values checked
// by the model's engine, each record within the caller's reach and WRITE rules (others counted
// as rejected with their reason), versions, authors, access classes and the activity entry; a
// larger update is a BULK_UPDATE task, and a task that dies between chunks resumes exactly.

describe('bulk update', () => {
  let api: TestApi;
  let world: AccessWorld;
  const tokenOf = (who: PersonKey) => world.people[who].token;
  const bulkPath = (collectId = world.collectId) =>
    `/api/programs/${world.programId}/collects/${collectId}/records/bulk-update`;
  const bulk = (
    token: string | undefined,
    body: Record<string, unknown>,
    collectId?: string,
  ): Promise<Answer<BulkUpdateResponse>> =>
    send<BulkUpdateResponse>(api, 'PUT', bulkPath(collectId), token, body);
  const done = async (answer: Answer<BulkUpdateResponse>): Promise<BulkUpdateResult> => {
    expect(answer.status, answer.text).toBe(200);
    return answer.body as BulkUpdateResult;
  };
  const record = async (id: string): Promise<CollectRecord> => {
    const read = await send<RecordViewResponse>(
      api,
      'GET',
      `/api/collectItem/${id}`,
      tokenOf('admin'),
    );
    expect(read.status, read.text).toBe(200);
    return read.body.record;
  };

  beforeAll(async () => {
    api = await startTestApi('bulk-update');
    world = await buildAccessWorld(api);
  }, 180_000);
  afterAll(() => api.close());

  it('refuses single contributors and everyone outside, changing nothing', async () => {
    const { Ada } = world.records;
    const before = await record(Ada);
    const refusals: [string | undefined, number, string][] = [
      [undefined, 401, 'UNAUTHENTICATED'],
      [tokenOf('readOpen'), 403, 'FORBIDDEN'],
      [tokenOf('noRule'), 403, 'FORBIDDEN'],
      [tokenOf('otherCollect'), 403, 'FORBIDDEN'],
      [tokenOf('otherManager'), 403, 'FORBIDDEN'],
      [tokenOf('noRole'), 403, 'FORBIDDEN'],
      [tokenOf('disabled'), 403, 'USER_DISABLED'],
    ];
    for (const [token, status, code] of refusals) {
      const answer = await bulk(token, { collectItems: [Ada], fields: { amount: 11 } });
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body.error.code).toBe(code);
    }
    expect(await record(Ada)).toEqual(before);
  });

  it('checks the values with the model’s engine, naming the field', async () => {
    const { Ada } = world.records;
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 'many' }, 'fields.amount'],
      [{ status: 'unknown' }, 'fields.status'],
      [{ name: null }, 'fields.name'],
      [{ nope: 1 }, 'fields'],
      [{}, 'fields'],
    ];
    for (const [fields, path] of cases) {
      const answer = await bulk(tokenOf('manager'), { collectItems: [Ada], fields });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.error.message.startsWith(path), answer.body.error.message).toBe(true);
    }
  });

  it('updates what a bulk contributor sees and may write, and says why the rest was refused', async () => {
    const { Ada, Bram, Dario } = world.records;
    const [ada, dario] = [await record(Ada), await record(Dario)];
    const result = await done(
      await bulk(tokenOf('writeOpen'), {
        collectItems: [Ada, Bram, Dario, 'no-such-record'],
        fields: { notes: 'Checked' },
      }),
    );
    expect(result).toMatchObject({ updated: 2, unchanged: 0, rejected: 2 });
    expect(result.rejections).toEqual([
      { _id: 'no-such-record', reason: 'This record is not in this collect' },
      { _id: Bram, reason: 'You have no access to this record' },
    ]);
    for (const [id, was] of [
      [Ada, ada],
      [Dario, dario],
    ] as const) {
      const now = await record(id);
      expect(now.fields.notes).toBe('Checked');
      expect(now.version).toBe(was.version + 1);
      expect(now.updated_by?._id).toBe(world.people.writeOpen.uid);
    }
    expect((await record(Bram)).fields.notes).toBeNull();

    // Moving a record out of their WRITE rules (status open) is refused, in their language.
    const outside = await send<BulkUpdateResponse>(
      api,
      'PUT',
      `${bulkPath()}?lang=fr`,
      tokenOf('writeOpen'),
      { collectItems: [Ada], fields: { status: 'closed' } },
    );
    expect(await done(outside)).toMatchObject({
      updated: 0,
      rejected: 1,
      rejections: [
        {
          _id: Ada,
          reason:
            'Vos règles d’accès ne vous permettent pas d’enregistrer cette valeur de « Statut »',
        },
      ],
    });
    expect((await record(Ada)).fields.status).toBe('open');
  });

  it('keeps a contributor with a WRITE rule on one value to the records it allows', async () => {
    // twoRules sees Chloé (READ status closed) and Ada (WRITE amount 10); writes amount 10 only.
    const { Ada, Chloé } = world.records;
    const result = await done(
      await bulk(tokenOf('twoRules'), { collectItems: [Ada, Chloé], fields: { notes: 'Seen' } }),
    );
    expect(result).toMatchObject({ updated: 1, rejected: 1 });
    expect(result.rejections[0]?._id).toBe(Chloé);
    expect(result.rejections[0]?.reason).toContain('Amount');
  });

  it('updates every record of the view, once, with one activity entry', async () => {
    const late = { filters: [{ field: 'status', op: 'eq', value: 'late' }] };
    const first = await done(await bulk(tokenOf('manager'), { ...late, fields: { active: true } }));
    expect(first).toEqual({ updated: 2, unchanged: 0, rejected: 0, rejections: [] });
    expect((await record(world.records.Bram)).fields.active).toBe(true);
    expect((await record(world.records.Emma)).fields.active).toBe(true);
    expect((await record(world.records.Ada)).fields.active).toBeNull();

    const again = await done(await bulk(tokenOf('manager'), { ...late, fields: { active: true } }));
    expect(again).toMatchObject({ updated: 0, unchanged: 2 });

    const log = await send<{ activities: Activity[] }>(
      api,
      'GET',
      `/api/programs/${world.programId}/activities`,
      tokenOf('manager'),
    );
    expect(log.status, log.text).toBe(200);
    const entries = log.body.activities.filter((entry) => entry.action === 'RECORDS_BULK_UPDATED');
    expect(entries[0]).toMatchObject({
      actor: { _id: world.people.manager.uid },
      target: { type: 'COLLECT', _id: world.collectId },
      details: { count: 2, rejected: 0, fields: ['active'] },
    });
  });

  it('gives changed records their access: a contributor’s grid follows', async () => {
    const names = async () => {
      const grid = await send<RecordItemsResponse>(
        api,
        'GET',
        `/api/program/collects/${world.collectId}/items`,
        tokenOf('readOpen'),
      );
      expect(grid.status, grid.text).toBe(200);
      return grid.body.items.map((item) => item.fields.name);
    };
    expect(await names()).toEqual(['Dario', 'Ada']);
    const { Bram, Farid } = world.records;
    // Farid had no status: the class of its new values is registered with it.
    await done(
      await bulk(tokenOf('wholeCollect'), {
        collectItems: [Bram, Farid],
        fields: { status: 'open' },
      }),
    );
    expect(await names()).toEqual(['Farid', 'Dario', 'Bram', 'Ada']);
    await done(
      await bulk(tokenOf('manager'), { collectItems: [Bram], fields: { status: 'late' } }),
    );
    await done(await bulk(tokenOf('manager'), { collectItems: [Farid], fields: { status: null } }));
    expect(await names()).toEqual(['Dario', 'Ada']);
  });

  describe('many records', () => {
    const seedCollect = async (title: string, count: number) => {
      const collectId = await createCollect(
        api,
        world.people.manager.token,
        world.programId,
        accessCollectBody(world.model.modelId, title),
      );
      await seedRecords(
        api,
        { programId: world.programId, collectId, fields: world.model.fields },
        Array.from({ length: count }, (_, index) => ({ name: `Person ${index}`, amount: index })),
        { idPrefix: `${title.toLowerCase()}-` },
      );
      return collectId;
    };
    const versions = async (collectId: string) => {
      const read = await api.db
        .collection(`programs/${world.programId}/collects/${collectId}/records`)
        .get();
      return read.docs.map((doc) => ({
        version: doc.get('version') as number,
        active: doc.get('fields.active') as unknown,
      }));
    };

    it('runs a BULK_UPDATE task above the call’s limit', async () => {
      const count = BULK_UPDATE_INLINE_MAX + 1;
      const collectId = await seedCollect('Task', count);
      const answer = await bulk(tokenOf('manager'), { fields: { active: false } }, collectId);
      expect(answer.status, answer.text).toBe(202);
      const started = (answer.body as { task: Task }).task;
      expect(started).toMatchObject({ type: 'BULK_UPDATE', collect_id: collectId });
      expect(started.label).toBe('Bulk update of 301 records: Active');

      const deadline = Date.now() + 60_000;
      let task = started;
      while (task.status !== 'DONE') {
        expect(['PENDING', 'RUNNING'], task.error ?? '').toContain(task.status);
        if (Date.now() > deadline) throw new Error('The task was not done after 60 s');
        await new Promise((resolve) => setTimeout(resolve, 200));
        const read = await send<{ task: Task }>(
          api,
          'GET',
          `/api/programs/${world.programId}/tasks/${started._id}`,
          tokenOf('manager'),
        );
        expect(read.status, read.text).toBe(200);
        task = read.body.task;
      }
      expect(task.counts).toMatchObject({ updated: count, rejected: 0 });
      expect(task.progress.done).toBe(count);
      const stored = await versions(collectId);
      expect(stored).toHaveLength(count);
      expect(stored.every((entry) => entry.version === 2 && entry.active === false)).toBe(true);
    }, 120_000);

    const workOf = () => {
      const access = createRecordAccessRepository(api.db, { throttle: false });
      const users = createUsersRepository(api.db);
      return createBulkUpdateWork({
        records: createRecordsRepository(api.db),
        scanner: createRecordsScanner(api.db),
        repository: createBulkUpdateRepository(api.db),
        checkView: checkRecordView,
        reach: async (subject, collect) =>
          reachOf(
            subject,
            collect,
            readsAccess(subject, collect)
              ? await access.findAccess(collect.programId, collect.id, subject.uid)
              : null,
          ),
        findUser: (uid) => users.findById(uid),
      });
    };
    const runOf =
      (collectId: string, taskId: string, ids: string[] | null = null) =>
      (cursor: unknown, io: TaskIo) => {
        const manager = world.people.manager;
        return workOf().run(
          {
            id: taskId,
            programId: world.programId,
            collectId,
            type: 'BULK_UPDATE',
            input: {
              ids,
              filters: [],
              keywords: null,
              values: { active: true },
              locale: 'en',
            },
            cursor,
            createdBy: { _id: manager.uid, name: 'Manager', email: manager.email },
          },
          io,
        );
      };

    it('decides a chunk again when the collect’s rules changed between its read and its commit', async () => {
      const collectId = await seedCollect('Rules meanwhile', 10);
      const attempts: number[] = [];
      const io: TaskIo = {
        async commit(write: (batch: WriteBatch) => void) {
          attempts.push(attempts.length + 1);
          if (attempts.length === 1) {
            // A rule saved now: the records' acl was computed from the conditions before it.
            await collectRef(api.db, world.programId, collectId).update({
              rules_version: FieldValue.increment(1),
            });
          }
          const batch = api.db.batch();
          write(batch);
          await batch.commit();
        },
        produced: () => Promise.resolve(),
        now: () => new Date(),
      };
      await runOf(collectId, 'task-rules-meanwhile')(null, io);
      expect(attempts).toEqual([1, 2]);
      const stored = await versions(collectId);
      expect(stored).toHaveLength(10);
      expect(stored.every((entry) => entry.version === 2 && entry.active === true)).toBe(true);
    });

    it('resumes a task that died after a chunk where it stopped, each record updated once', async () => {
      const count = 801;
      const collectId = await seedCollect('Resume', count);
      const committed: ChunkProgress[] = [];
      const ioDyingAfter = (chunks: number): TaskIo => ({
        async commit(write: (batch: WriteBatch) => void, progress: ChunkProgress) {
          const batch = api.db.batch();
          write(batch);
          await batch.commit();
          committed.push(progress);
          if (committed.length === chunks) throw new Error('The function timed out');
        },
        produced: () => Promise.resolve(),
        now: () => new Date(),
      });
      const run = runOf(collectId, 'task-resume');
      await expect(run(null, ioDyingAfter(1))).rejects.toThrow('timed out');
      expect(committed).toHaveLength(1);
      await run(committed[0]?.cursor, ioDyingAfter(0));
      expect(committed.map((chunk) => chunk.done)).toEqual([400, 400, 1]);
      expect(committed.at(-1)?.cursor).toMatchObject({ updated: count, rejected: 0 });
      const stored = await versions(collectId);
      expect(stored.every((entry) => entry.version === 2 && entry.active === true)).toBe(true);
    }, 120_000);

    it('commits records with long texts in parts under Firestore’s 10 MiB, selected or all', async () => {
      // 400 records (one chunk by count) of three long texts each: about 12 MB written whole.
      const model = await createModel(api, world.people.admin.token, 'Long texts', [
        {
          label: { en: 'Name', fr: 'Nom' },
          variable: 'name',
          datatype: 'STRING',
          input_method: 'TEXT_INPUT',
        },
        {
          label: { en: 'Active', fr: 'Actif' },
          variable: 'active',
          datatype: 'BOOLEAN',
          input_method: 'SWITCH',
        },
        ...LONG_TEXT_FIELDS,
      ]);
      const count = 400;
      const weighed = async (selected: boolean) => {
        const collectId = await createCollect(api, world.people.manager.token, world.programId, {
          title: `Long texts ${selected ? 'selected' : 'all'}`,
          model: model.modelId,
        });
        const seeded = await seedRecords(
          api,
          { programId: world.programId, collectId, fields: model.fields },
          Array.from({ length: count }, (_, index) => ({
            name: `Person ${index}`,
            active: false,
            ...longTexts(index),
          })),
          { idPrefix: `long-${selected ? 'selected' : 'all'}-` },
        );
        const commits: { done: number; bytes: number }[] = [];
        const io: TaskIo = {
          async commit(write: (batch: WriteBatch) => void, progress: ChunkProgress) {
            const { batch, bytes } = weighedBatch(api.db);
            write(batch);
            await batch.commit();
            commits.push({ done: progress.done, bytes: bytes() });
          },
          produced: () => Promise.resolve(),
          now: () => new Date(),
        };
        await runOf(collectId, `task-long-${String(selected)}`, selected ? seeded : null)(null, io);
        const read = await api.db
          .collection(`programs/${world.programId}/collects/${collectId}/records`)
          .get();
        return { commits, records: read.docs };
      };

      for (const selected of [false, true]) {
        const { commits, records } = await weighed(selected);
        expect(commits.reduce((done, commit) => done + commit.done, 0)).toBe(count);
        expect(commits.length).toBeGreaterThan(1);
        for (const commit of commits) expect(commit.bytes).toBeLessThan(10 * 1024 * 1024);
        expect(records).toHaveLength(count);
        for (const record of records) {
          expect(record.get('version')).toBe(2);
          expect(record.get('fields.active')).toBe(true);
        }
        const index = Number(records[7]?.id.split('-').at(-1));
        expect(records[7]?.get('fields.notes_b')).toBe(longText(index, 'notes_b'));
      }
    }, 120_000);
  });
});
