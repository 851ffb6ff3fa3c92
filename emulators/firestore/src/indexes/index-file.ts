import { readFileSync, statSync } from 'node:fs';
import { parseFieldPath } from '../paths/field-path.js';
import type { IndexDefinition, IndexMode, IndexScope } from './index-definition.js';
import {
  canonicalIndexPath,
  InvalidIndexError,
  parseCompositeIndex,
  parseScope,
} from './index-definition.js';

/** A `fieldOverrides` entry: the single-field indexes of one field replace the automatic ones. */
export interface FieldOverride {
  readonly collectionGroup: string;
  readonly segments: readonly string[];
  readonly indexes: readonly { readonly mode: IndexMode; readonly queryScope: IndexScope }[];
}

/** What firestore.indexes.json declares. */
export interface DeclaredIndexes {
  readonly indexes: readonly IndexDefinition[];
  readonly overrides: readonly FieldOverride[];
}

export const NO_DECLARED_INDEXES: DeclaredIndexes = { indexes: [], overrides: [] };

function record(raw: unknown, what: string): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new InvalidIndexError(`${what} must be an object.`);
  }
  return raw as Record<string, unknown>;
}

function list(raw: unknown, what: string): unknown[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new InvalidIndexError(`${what} must be an array.`);
  return raw;
}

function groupOf(entry: Record<string, unknown>, what: string): string {
  const group = entry.collectionGroup;
  if (typeof group !== 'string' || group === '' || group.includes('/')) {
    throw new InvalidIndexError(`${what}: collectionGroup must be a collection id.`);
  }
  return group;
}

function parseOverride(raw: unknown, position: number): FieldOverride {
  const what = `fieldOverrides[${position}]`;
  const entry = record(raw, what);
  const collectionGroup = groupOf(entry, what);
  if (typeof entry.fieldPath !== 'string') {
    throw new InvalidIndexError(`${what}: fieldPath must be a string.`);
  }
  canonicalIndexPath(entry.fieldPath);
  const indexes = list(entry.indexes, `${what}.indexes`).map(
    (rawIndex): FieldOverride['indexes'][number] => {
      const index = record(rawIndex, `${what}.indexes[]`);
      const queryScope = parseScope(index.queryScope);
      if (index.order === 'ASCENDING' || index.order === 'DESCENDING') {
        return { mode: index.order, queryScope };
      }
      if (index.arrayConfig === 'CONTAINS') return { mode: 'CONTAINS', queryScope };
      throw new InvalidIndexError(`${what}: each index needs an order or arrayConfig CONTAINS.`);
    },
  );
  return { collectionGroup, segments: parseFieldPath(entry.fieldPath), indexes };
}

export function parseIndexFile(text: string): DeclaredIndexes {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InvalidIndexError(`not JSON: ${error instanceof Error ? error.message : ''}`);
  }
  const root = record(json, 'The index file');
  const indexes = list(root.indexes, 'indexes').map((raw, position) => {
    const entry = record(raw, `indexes[${position}]`);
    const group = groupOf(entry, `indexes[${position}]`);
    try {
      return parseCompositeIndex(group, entry.queryScope, entry.fields);
    } catch (error) {
      throw new InvalidIndexError(
        `indexes[${position}]: ${error instanceof Error ? error.message : ''}`,
      );
    }
  });
  const overrides = list(root.fieldOverrides, 'fieldOverrides').map(parseOverride);
  return { indexes, overrides };
}

/** Reads and validates the file; a mistake is an error naming the file. */
export function readIndexFile(file: string): DeclaredIndexes {
  try {
    return parseIndexFile(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`index file ${file}: ${reason}`, { cause: error });
  }
}

const RELOAD_CHECK_MS = 1_000;

/**
 * The declared indexes of a file, read again when the file changes, so that an index added to
 * firestore.indexes.json applies without restarting the stack. A file that stops being valid
 * mid-edit keeps the last good version in force.
 */
export class IndexFileSource {
  private declared: DeclaredIndexes;
  private modifiedMs: number;
  private checkedAt = 0;

  constructor(
    private readonly file: string,
    private readonly report: (error: unknown) => void,
  ) {
    this.declared = readIndexFile(file);
    this.modifiedMs = statSync(file).mtimeMs;
  }

  current(now = Date.now()): DeclaredIndexes {
    if (now - this.checkedAt < RELOAD_CHECK_MS) return this.declared;
    this.checkedAt = now;
    try {
      const modifiedMs = statSync(this.file).mtimeMs;
      if (modifiedMs === this.modifiedMs) return this.declared;
      // Noted first: a broken version is reported once, not at every check.
      this.modifiedMs = modifiedMs;
      this.declared = readIndexFile(this.file);
    } catch (error) {
      this.report(error);
    }
    return this.declared;
  }
}
