import type { Database, Statement } from 'better-sqlite3';
import type { FieldCodes } from '../storage/field-codes.js';
import type { DocumentRow } from '../storage/stored-document.js';
import { MAX_KEY, MIN_KEY } from '../values/index-key.js';
import type { KeyRange } from './key-ranges.js';
import type { PlanSource, Semijoin } from './query-plan.js';

type Param = number | string | Buffer;

const DOC_COLUMNS = 'd.path, d.fields, d.create_time, d.update_time';

function semijoinSql(semijoins: readonly Semijoin[]): string {
  return semijoins
    .map(({ valueKeys }) => {
      const keys =
        valueKeys.length === 1
          ? 's.value_key = ?'
          : `s.value_key IN (${valueKeys.map(() => '?').join(', ')})`;
      return ` AND EXISTS (SELECT 1 FROM index_entries s WHERE s.coll = e.coll AND s.field = ? AND ${keys} AND s.doc_key = e.doc_key)`;
    })
    .join('');
}

function semijoinParams(semijoins: readonly Semijoin[], fields: FieldCodes): Param[] {
  return semijoins.flatMap((s) => [fields.lookup(s.field), ...s.valueKeys]);
}

/** SQL of each plan source, prepared once per shape and cached. */
export class QueryStatements {
  private readonly cache = new Map<string, Statement<Param[]>>();

  constructor(
    private readonly db: Database,
    private readonly fields: FieldCodes,
  ) {}

  private statement(sql: string): Statement<Param[]> {
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.db.prepare<Param[]>(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }

  /** Entries in the ranges, counting at most `cap` (a cheap selectivity estimate). */
  estimateEntries(coll: number, field: string, ranges: readonly KeyRange[], cap: number): number {
    const statement = this.statement(
      'SELECT count(*) AS n FROM (SELECT 1 FROM index_entries WHERE coll = ? AND field = ? AND value_key >= ? AND value_key < ? LIMIT ?)',
    );
    let total = 0;
    for (const range of ranges) {
      const row = statement.get(
        coll,
        this.fields.lookup(field),
        range.lo,
        range.hi,
        cap - total,
      ) as { n: number } | undefined;
      total += row?.n ?? 0;
      if (total >= cap) return cap;
    }
    return total;
  }

  /** Rows of the source in its natural order (reversed when descending). */
  *scan(source: PlanSource, descending: boolean, db: number): Generator<DocumentRow> {
    const dir = descending ? 'DESC' : 'ASC';
    switch (source.kind) {
      case 'empty':
        return;
      case 'collection':
        yield* this.statement(
          `SELECT ${DOC_COLUMNS} FROM documents d WHERE d.coll = ? AND d.doc_key >= ? AND d.doc_key < ? ORDER BY d.doc_key ${dir}`,
        ).iterate(source.coll, source.lo ?? MIN_KEY, source.hi ?? MAX_KEY) as Iterable<DocumentRow>;
        return;
      case 'group':
        yield* this.statement(
          `SELECT ${DOC_COLUMNS} FROM documents d WHERE d.db = ? AND d.collection_id = ? AND d.name_key >= ? AND d.name_key < ? ORDER BY d.name_key ${dir}`,
        ).iterate(db, source.collectionId, source.lo, source.hi) as Iterable<DocumentRow>;
        return;
      case 'descendants':
        yield* this.statement(
          `SELECT ${DOC_COLUMNS} FROM documents d WHERE d.db = ? AND d.name_key >= ? AND d.name_key < ? ORDER BY d.name_key ${dir}`,
        ).iterate(db, source.lo, source.hi) as Iterable<DocumentRow>;
        return;
      case 'union':
        for (const part of source.sources) yield* this.scan(part, false, db);
        return;
      case 'snapshot':
        yield* this.statement(
          `SELECT d.path, d.fields, d.create_time, d.update_time FROM documents d
           WHERE d.db = ? AND d.name_key >= ? AND d.name_key < ? AND d.update_time <= ?
           UNION ALL
           SELECT d.path, d.fields, d.create_time, d.update_time FROM document_versions d
           WHERE d.db = ? AND d.name_key >= ? AND d.name_key < ? AND d.update_time <= ? AND d.valid_to > ?`,
        ).iterate(
          db,
          source.lo,
          source.hi,
          source.at,
          db,
          source.lo,
          source.hi,
          source.at,
          source.at,
        ) as Iterable<DocumentRow>;
        return;
      case 'index': {
        const statement = this.statement(
          `SELECT ${DOC_COLUMNS} FROM index_entries e JOIN documents d ON d.coll = e.coll AND d.doc_key = e.doc_key
           WHERE e.coll = ? AND e.field = ? AND e.value_key >= ? AND e.value_key < ?${semijoinSql(source.semijoins)}
           ORDER BY e.value_key ${dir}, e.doc_key ${dir}`,
        );
        const ranges = descending ? [...source.ranges].reverse() : source.ranges;
        for (const range of ranges) {
          yield* statement.iterate(
            source.coll,
            this.fields.lookup(source.field),
            range.lo,
            range.hi,
            ...semijoinParams(source.semijoins, this.fields),
          ) as Iterable<DocumentRow>;
        }
        return;
      }
    }
  }

  /** Number of documents an exact source yields, counting at most `cap`. */
  count(source: PlanSource, db: number, cap: number): number {
    const capped = (inner: string, params: Param[]): number => {
      const limit = Number.isFinite(cap) ? cap : -1;
      const row = this.statement(`SELECT count(*) AS n FROM (${inner} LIMIT ?)`).get(
        ...params,
        limit,
      ) as { n: number } | undefined;
      return row?.n ?? 0;
    };
    switch (source.kind) {
      case 'empty':
        return 0;
      case 'union':
      case 'snapshot':
        throw new Error(
          'Union and snapshot sources are filtered in memory and never counted in SQL.',
        );
      case 'collection': {
        if (!source.lo && !source.hi) {
          const row = this.statement('SELECT doc_count AS n FROM collections WHERE id = ?').get(
            source.coll,
          ) as { n: number } | undefined;
          return Math.min(row?.n ?? 0, cap);
        }
        return capped('SELECT 1 FROM documents WHERE coll = ? AND doc_key >= ? AND doc_key < ?', [
          source.coll,
          source.lo ?? MIN_KEY,
          source.hi ?? MAX_KEY,
        ]);
      }
      case 'group':
        return capped(
          'SELECT 1 FROM documents WHERE db = ? AND collection_id = ? AND name_key >= ? AND name_key < ?',
          [db, source.collectionId, source.lo, source.hi],
        );
      case 'descendants':
        return capped('SELECT 1 FROM documents WHERE db = ? AND name_key >= ? AND name_key < ?', [
          db,
          source.lo,
          source.hi,
        ]);
      case 'index': {
        let total = 0;
        for (const range of source.ranges) {
          total += capped(
            `SELECT 1 FROM index_entries e WHERE e.coll = ? AND e.field = ? AND e.value_key >= ? AND e.value_key < ?${semijoinSql(source.semijoins)}`,
            [
              source.coll,
              this.fields.lookup(source.field),
              range.lo,
              range.hi,
              ...semijoinParams(source.semijoins, this.fields),
            ],
          );
        }
        return Math.min(total, cap);
      }
    }
  }
}
