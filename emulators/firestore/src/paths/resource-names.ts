import { invalidArgument } from '../errors/rpc-error.js';
import { isReservedName } from './field-path.js';

/** A database: Firestore project plus database id. */
export interface DatabaseRef {
  readonly project: string;
  readonly database: string;
}

export interface DocumentRef extends DatabaseRef {
  /** Path under `/documents`: collection, id, collection, id… */
  readonly segments: readonly string[];
  readonly path: string;
}

export function databaseName(db: DatabaseRef): string {
  return `projects/${db.project}/databases/${db.database}`;
}

export function documentsRoot(db: DatabaseRef): string {
  return `${databaseName(db)}/documents`;
}

export function documentName(db: DatabaseRef, path: string): string {
  return path === '' ? documentsRoot(db) : `${documentsRoot(db)}/${path}`;
}

export function parseDatabaseName(name: string): DatabaseRef {
  const parts = name.split('/');
  if (parts.length !== 4 || parts[0] !== 'projects' || parts[2] !== 'databases') {
    throw invalidArgument(`Invalid database name: ${name}`);
  }
  const [, project, , database] = parts;
  if (!project || !database) throw invalidArgument(`Invalid database name: ${name}`);
  return { project, database };
}

/** Parses `projects/p/databases/d/documents[/path…]`. */
export function parseResourcePath(name: string): DocumentRef {
  const parts = name.split('/');
  if (
    parts.length < 5 ||
    parts[0] !== 'projects' ||
    parts[2] !== 'databases' ||
    parts[4] !== 'documents'
  ) {
    throw invalidArgument(`Invalid resource name: ${name}`);
  }
  const project = parts[1] ?? '';
  const database = parts[3] ?? '';
  if (!project || !database) throw invalidArgument(`Invalid resource name: ${name}`);
  const segments = parts.slice(5);
  for (const segment of segments) {
    if (segment === '')
      throw invalidArgument(`Invalid resource name: ${name}: empty path segment.`);
  }
  return { project, database, segments, path: segments.join('/') };
}

export function parseDocumentName(name: string): DocumentRef {
  const ref = parseResourcePath(name);
  if (ref.segments.length === 0 || ref.segments.length % 2 !== 0) {
    throw invalidArgument(`Document name "${name}" has odd number of segments`);
  }
  return ref;
}

/** Validates a document path written to; ids `.`/`..` and `__.*__` are rejected. */
export function assertWritableDocument(ref: DocumentRef, name: string): void {
  for (const segment of ref.segments) {
    if (segment === '.' || segment === '..') {
      throw invalidArgument(`Document name "${name}" contains an invalid segment "${segment}".`);
    }
    if (isReservedName(segment) && !/^__id-?\d+__$/.test(segment)) {
      throw invalidArgument(`Resource id "${segment}" is invalid because it is reserved.`);
    }
    if (Buffer.byteLength(segment, 'utf8') > 1500) {
      throw invalidArgument(`Resource id "${segment.slice(0, 40)}…" is longer than 1500 bytes.`);
    }
  }
}

/** Parent document path of a collection path or document path's collection. */
export function parentPath(segments: readonly string[]): string {
  return segments.slice(0, -1).join('/');
}
