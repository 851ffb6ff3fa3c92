import type { Database, Statement } from 'better-sqlite3';
import type { DeclaredIndexes, FieldOverride } from './index-file.js';
import type { IndexDefinition, IndexScope } from './index-definition.js';
import { indexIdOf, sameIndex } from './index-definition.js';

export interface CatalogOptions {
  /** Whether queries are checked against the indexes (off: the catalog only answers the API). */
  readonly enforced: boolean;
  /** The indexes of firestore.indexes.json, current at each call. */
  readonly declared: () => DeclaredIndexes;
  /** Runs a write in the store's transaction (group commit); the caller awaits durability. */
  readonly write: (work: () => void) => void;
}

export interface CatalogEntry {
  readonly id: string;
  readonly index: IndexDefinition;
}

interface ProjectChanges {
  readonly created: Map<string, IndexDefinition>;
  /** Declared indexes deleted through the API in this project. */
  readonly deleted: Set<string>;
}

interface ChangeRow {
  index_id: string;
  change: 'created' | 'deleted';
  definition: string;
}

/**
 * The composite indexes of each project: those declared in the file (shared by every project,
 * as a deploy of firestore.indexes.json would give each) and those created or deleted through
 * the Admin API, which are kept in SQLite per project and database.
 */
export class IndexCatalog {
  readonly enforced: boolean;
  private readonly projects = new Map<string, ProjectChanges>();
  private declaredCache: { source: DeclaredIndexes; entries: CatalogEntry[] } | undefined;
  private readonly selectChanges: Statement<[string, string], ChangeRow>;
  private readonly upsertChange: Statement<[string, string, string, string, string]>;
  private readonly deleteChange: Statement<[string, string, string]>;

  constructor(
    db: Database,
    private readonly options: CatalogOptions,
  ) {
    this.enforced = options.enforced;
    this.selectChanges = db.prepare(
      'SELECT index_id, change, definition FROM index_changes WHERE project = ? AND database = ?',
    );
    this.upsertChange = db.prepare(
      `INSERT INTO index_changes (project, database, index_id, change, definition) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (project, database, index_id) DO UPDATE SET change = excluded.change, definition = excluded.definition`,
    );
    this.deleteChange = db.prepare(
      'DELETE FROM index_changes WHERE project = ? AND database = ? AND index_id = ?',
    );
  }

  overrides(): readonly FieldOverride[] {
    return this.options.declared().overrides;
  }

  /** Every composite index of the project, or of one collection group and scope. */
  entries(project: string, database: string): CatalogEntry[] {
    const changes = this.changesOf(project, database);
    const declared = this.declaredEntries().filter(
      (entry) => !changes.deleted.has(entry.id) && !changes.created.has(entry.id),
    );
    const created = [...changes.created].map(([id, index]) => ({ id, index }));
    return [...declared, ...created];
  }

  composites(
    project: string,
    database: string,
    collectionGroup: string,
    scope: IndexScope,
  ): IndexDefinition[] {
    return this.entries(project, database)
      .map((entry) => entry.index)
      .filter((index) => index.collectionGroup === collectionGroup && index.queryScope === scope);
  }

  get(project: string, database: string, id: string): IndexDefinition | undefined {
    return this.entries(project, database).find((entry) => entry.id === id)?.index;
  }

  /** Adds the index; answers the existing entry instead when an identical one exists. */
  create(
    project: string,
    database: string,
    index: IndexDefinition,
  ): { entry: CatalogEntry; existed: boolean } {
    const existing = this.entries(project, database).find((entry) => sameIndex(entry.index, index));
    if (existing) return { entry: existing, existed: true };
    const id = indexIdOf(index);
    const changes = this.changesOf(project, database);
    const declared = this.options.declared().indexes.some((other) => sameIndex(other, index));
    this.options.write(() => {
      if (declared) this.deleteChange.run(project, database, id);
      else this.upsertChange.run(project, database, id, 'created', JSON.stringify(index));
    });
    if (declared) changes.deleted.delete(id);
    else changes.created.set(id, index);
    return { entry: { id, index }, existed: false };
  }

  delete(project: string, database: string, id: string): boolean {
    const index = this.get(project, database, id);
    if (!index) return false;
    const changes = this.changesOf(project, database);
    if (changes.created.delete(id)) {
      this.options.write(() => this.deleteChange.run(project, database, id));
    } else {
      changes.deleted.add(id);
      this.options.write(() =>
        this.upsertChange.run(project, database, id, 'deleted', JSON.stringify(index)),
      );
    }
    return true;
  }

  /** The file's indexes with their ids, hashed once per version of the file. */
  private declaredEntries(): readonly CatalogEntry[] {
    const declared = this.options.declared();
    if (this.declaredCache?.source !== declared) {
      const entries = declared.indexes.map((index) => ({ id: indexIdOf(index), index }));
      this.declaredCache = { source: declared, entries };
    }
    return this.declaredCache.entries;
  }

  private changesOf(project: string, database: string): ProjectChanges {
    const key = `${project}/${database}`;
    const known = this.projects.get(key);
    if (known) return known;
    const changes: ProjectChanges = { created: new Map(), deleted: new Set() };
    for (const row of this.selectChanges.all(project, database)) {
      if (row.change === 'deleted') {
        changes.deleted.add(row.index_id);
        continue;
      }
      const stored = JSON.parse(row.definition) as IndexDefinition;
      changes.created.set(row.index_id, stored);
    }
    this.projects.set(key, changes);
    return changes;
  }
}
