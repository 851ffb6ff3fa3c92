import { describe, expect, it } from 'vitest';
import type { StructuredQuery, Value } from '../proto/firestore-types.js';
import { parseResourcePath } from '../paths/resource-names.js';
import { DocumentStore } from '../storage/document-store.js';
import { openDatabase } from '../storage/open-database.js';
import { executeQuery } from './execute-query.js';
import { normalizeQuery } from './normalize-query.js';
import { aggregationPlanQuery } from './aggregate.js';
import { parseFieldRef } from './parse-filter.js';
import { planQuery } from './plan-query.js';
import { QueryStatements } from './query-statements.js';

const ROOT = 'projects/p/databases/(default)/documents';
const DOCS = 5000;

function setUp(): { store: DocumentStore; statements: QueryStatements; dbId: number } {
  const db = openDatabase();
  const store = new DocumentStore(db);
  const statements = new QueryStatements(db, store.fieldCodes);
  const dbId = store.databaseId('p/(default)');
  store.transaction(() => {
    for (let i = 0; i < DOCS; i++) {
      store.put(
        dbId,
        `items/d${String(i).padStart(5, '0')}`,
        {
          k: { integerValue: String(i % 500) },
          v: { integerValue: String(i) },
          tags: { arrayValue: { values: [{ stringValue: `t${i % 250}` }] } },
        },
        1,
        undefined,
      );
    }
  });
  store.indexDeferred();
  store.flush();
  return { store, statements, dbId };
}

const { store, statements, dbId } = setUp();

function run(query: StructuredQuery): { ids: string[]; examined: number; source: string } {
  const normalized = normalizeQuery(
    parseResourcePath(ROOT),
    { from: [{ collectionId: 'items' }], ...query },
    dbId,
  );
  const plan = planQuery(normalized, store, statements);
  const result = executeQuery(normalized, plan, statements);
  return {
    ids: result.documents.map((doc) => doc.path.split('/')[1] ?? ''),
    examined: result.examined,
    source: plan.source.kind,
  };
}

const int = (n: number): Value => ({ integerValue: String(n) });
const where = (field: string, op: string, value: Value): StructuredQuery['where'] => ({
  fieldFilter: { field: { fieldPath: field }, op, value },
});

describe('query planner', () => {
  it('answers an equality filter from the index, reading only the matching entries', () => {
    const result = run({ where: where('k', 'EQUAL', int(7)) });
    expect(result.source).toBe('index');
    expect(result.ids).toHaveLength(DOCS / 500);
    expect(result.examined).toBe(DOCS / 500);
  });

  it('answers a range filter with its order from the index, reading only the range', () => {
    const result = run({
      where: where('v', 'GREATER_THAN_OR_EQUAL', int(DOCS - 25)),
      orderBy: [{ field: { fieldPath: 'v' }, direction: 'DESCENDING' }],
    });
    expect(result.ids[0]).toBe(`d0${DOCS - 1}`);
    expect(result.ids).toHaveLength(25);
    expect(result.examined).toBe(25);
  });

  it('answers array-contains from the array-element entries', () => {
    const result = run({ where: where('tags', 'ARRAY_CONTAINS', { stringValue: 't3' }) });
    expect(result.ids).toHaveLength(DOCS / 250);
    expect(result.examined).toBe(DOCS / 250);
  });

  it('stops an ordered page at its limit instead of reading the collection', () => {
    const result = run({ orderBy: [{ field: { fieldPath: 'v' } }], limit: { value: 50 } });
    expect(result.ids).toHaveLength(50);
    expect(result.examined).toBe(50);
  });

  it('pages an equality filter in the order of another field through the index', () => {
    const result = run({
      where: where('k', 'EQUAL', int(3)),
      orderBy: [{ field: { fieldPath: 'v' } }],
      limit: { value: 5 },
    });
    expect(result.ids).toEqual(['d00003', 'd00503', 'd01003', 'd01503', 'd02003']);
    expect(result.examined).toBeLessThanOrEqual(DOCS / 500);
  });

  it('starts a deep page at its cursor instead of reading the pages before it', () => {
    const result = run({
      orderBy: [{ field: { fieldPath: 'v' } }],
      startAt: { values: [int(4000)], before: false },
      limit: { value: 10 },
    });
    expect(result.ids[0]).toBe('d04001');
    expect(result.ids).toHaveLength(10);
    expect(result.examined).toBeLessThanOrEqual(11);
  });

  it('starts a name-ordered page at its document cursor', () => {
    const result = run({
      startAt: { values: [{ referenceValue: `${ROOT}/items/d03000` }], before: true },
      limit: { value: 5 },
    });
    expect(result.ids).toEqual(['d03000', 'd03001', 'd03002', 'd03003', 'd03004']);
    expect(result.examined).toBe(5);
  });

  it('answers an OR of equalities as a union of index scans', () => {
    const result = run({
      where: {
        compositeFilter: {
          op: 'OR',
          filters: [where('k', 'EQUAL', int(1)) ?? {}, where('v', 'EQUAL', int(4242)) ?? {}],
        },
      },
    });
    expect(result.source).toBe('union');
    expect(result.ids).toHaveLength(DOCS / 500 + 1);
    expect(result.examined).toBe(DOCS / 500 + 1);
  });

  it('answers a selective collection-group filter from the index of each collection', () => {
    store.transaction(() => {
      for (let parent = 0; parent < 20; parent++) {
        for (let i = 0; i < 50; i++) {
          store.put(dbId, `owners/o${parent}/tags/t${i}`, { k: int(i % 25) }, 1, undefined);
        }
      }
    });
    store.indexDeferred();
    store.flush();
    const query = normalizeQuery(
      parseResourcePath(ROOT),
      {
        from: [{ collectionId: 'tags', allDescendants: true }],
        where: where('k', 'EQUAL', int(3)),
      },
      dbId,
    );
    const plan = planQuery(query, store, statements);
    const result = executeQuery(query, plan, statements);
    expect(plan.source.kind).toBe('union');
    expect(result.documents).toHaveLength(40);
    expect(result.examined).toBe(40);
    expect(result.documents[0]?.path).toBe('owners/o0/tags/t28');
  });

  it('counts a broad `in` from the index, in SQL, without reading a document', () => {
    store.transaction(() => {
      for (let i = 0; i < 3000; i++)
        store.put(dbId, `wide/w${String(i).padStart(4, '0')}`, { c: int(i % 3) }, 1, undefined);
    });
    store.indexDeferred();
    store.flush();
    // Two of three values: too many matches to call the range "small".
    const values = [int(0), int(1)];
    const query = normalizeQuery(
      parseResourcePath(ROOT),
      {
        from: [{ collectionId: 'wide' }],
        where: {
          fieldFilter: { field: { fieldPath: 'c' }, op: 'IN', value: { arrayValue: { values } } },
        },
      },
      dbId,
    );
    const counts = [{ kind: 'count', alias: 'n', upTo: undefined }] as const;
    const asIs = planQuery(query, store, statements);
    const plan = planQuery(aggregationPlanQuery(query, counts), store, statements);
    // The implicit name order alone would make it a scan of the collection in name order.
    expect(asIs.exact).toBe(false);
    expect(plan.exact).toBe(true);
    expect(statements.count(plan.source, dbId, Infinity)).toBe(2000);
  });

  it('keeps the orders of a limited sum: the limit picks documents by position', () => {
    const query = normalizeQuery(
      parseResourcePath(ROOT),
      { from: [{ collectionId: 'items' }], limit: { value: 3 } },
      dbId,
    );
    const sums = [{ kind: 'sum', alias: 's', field: parseFieldRef('v') }] as const;
    expect(aggregationPlanQuery(query, sums)).toBe(query);
  });

  it('checks an `in` on another field inside SQLite, for counts and ordered pages alike', () => {
    store.transaction(() => {
      for (let i = 0; i < 9000; i++)
        store.put(
          dbId,
          `mixed/m${String(i).padStart(4, '0')}`,
          { c: int(i % 3), e: int(i % 4), n: int(i) },
          1,
          undefined,
        );
    });
    store.indexDeferred();
    store.flush();
    // c == 0 matches 3,000 and e in [0, 1] 4,500: neither is small, together they match 1,500.
    const where = {
      compositeFilter: {
        op: 'AND',
        filters: [
          { fieldFilter: { field: { fieldPath: 'c' }, op: 'EQUAL', value: int(0) } },
          {
            fieldFilter: {
              field: { fieldPath: 'e' },
              op: 'IN',
              value: { arrayValue: { values: [int(0), int(1)] } },
            },
          },
        ],
      },
    };
    const counted = normalizeQuery(
      parseResourcePath(ROOT),
      { from: [{ collectionId: 'mixed' }], where },
      dbId,
    );
    const counts = [{ kind: 'count', alias: 'n', upTo: undefined }] as const;
    const countPlan = planQuery(aggregationPlanQuery(counted, counts), store, statements);
    expect(countPlan.exact).toBe(true);
    expect(statements.count(countPlan.source, dbId, Infinity)).toBe(1500);

    const page = normalizeQuery(
      parseResourcePath(ROOT),
      {
        from: [{ collectionId: 'mixed' }],
        where,
        orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
        limit: { value: 10 },
      },
      dbId,
    );
    const plan = planQuery(page, store, statements);
    const result = executeQuery(page, plan, statements);
    // 8997 is the largest n with n % 3 == 0 and n % 4 in {0, 1}; only matches leave SQLite.
    expect(result.documents[0]?.fields.n).toEqual(int(8997));
    expect(result.documents).toHaveLength(10);
    expect(result.examined).toBe(10);
  });
});
