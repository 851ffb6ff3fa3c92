import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EmulatorContext } from '../emulator-context.js';
import type { CatalogEntry } from './index-catalog.js';
import { fieldToJson, InvalidIndexError, parseCompositeIndex } from './index-definition.js';

/** Google's Admin REST paths: `…/collectionGroups/{group}/indexes[/{id}]` (`-`: every group). */
const INDEX_PATH =
  /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/collectionGroups\/([^/]+)\/indexes(?:\/([^/]+))?\/?$/;
const MAX_BODY_BYTES = 1024 * 1024;

interface IndexRequest {
  readonly project: string;
  readonly database: string;
  readonly group: string;
  readonly id: string | undefined;
}

type Send = (statusCode: number, body: unknown) => void;

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  413: 'INVALID_ARGUMENT',
};

/** Google's error body: `{ error: { code, message, status } }`. */
function googleError(code: number, message: string): unknown {
  return { error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } };
}

export function matchIndexPath(path: string): IndexRequest | undefined {
  const match = INDEX_PATH.exec(path);
  if (!match) return undefined;
  const [, project = '', database = '', group = '', id] = match;
  return { project, database, group, id };
}

function indexJson(target: IndexRequest, entry: CatalogEntry): Record<string, unknown> {
  const { index, id } = entry;
  return {
    name: `projects/${target.project}/databases/${target.database}/collectionGroups/${index.collectionGroup}/indexes/${id}`,
    queryScope: index.queryScope,
    fields: index.fields.map(fieldToJson),
    // Production builds an index over minutes (CREATING); locally it is usable at once.
    state: 'READY',
  };
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
  });
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

async function createIndex(
  ctx: EmulatorContext,
  target: IndexRequest,
  request: IncomingMessage,
  send: Send,
): Promise<void> {
  const text = await readBody(request);
  if (text === undefined) return send(413, googleError(413, 'Request body too large.'));
  const body = parseJson(text);
  if (!body) return send(400, googleError(400, 'The request body must be a JSON Index.'));
  if (target.group === '-') {
    return send(400, googleError(400, 'An index must name its collection group.'));
  }
  let index;
  try {
    index = parseCompositeIndex(target.group, body.queryScope, body.fields);
  } catch (error) {
    if (error instanceof InvalidIndexError) return send(400, googleError(400, error.message));
    throw error;
  }
  const { entry, existed } = ctx.indexes.create(target.project, target.database, index);
  if (existed) return send(409, googleError(409, 'index already exists'));
  await ctx.store.durable();
  const created = indexJson(target, entry);
  const now = new Date().toISOString();
  send(200, {
    name: `projects/${target.project}/databases/${target.database}/operations/${randomBytes(12).toString('base64url')}`,
    metadata: {
      '@type': 'type.googleapis.com/google.firestore.admin.v1.IndexOperationMetadata',
      startTime: now,
      endTime: now,
      index: created.name,
      state: 'SUCCESSFUL',
    },
    done: true,
    response: { '@type': 'type.googleapis.com/google.firestore.admin.v1.Index', ...created },
  });
}

function listIndexes(ctx: EmulatorContext, target: IndexRequest, send: Send): void {
  const entries = ctx.indexes
    .entries(target.project, target.database)
    .filter((entry) => target.group === '-' || entry.index.collectionGroup === target.group);
  send(200, { indexes: entries.map((entry) => indexJson(target, entry)) });
}

function findEntry(
  ctx: EmulatorContext,
  target: IndexRequest,
  id: string,
): CatalogEntry | undefined {
  const index = ctx.indexes.get(target.project, target.database, id);
  if (!index || (target.group !== '-' && index.collectionGroup !== target.group)) return undefined;
  return { id, index };
}

/**
 * Firestore's Admin API for composite indexes, on the emulator's HTTP/1.1 side. Answers undefined
 * when the path is not an index path, leaving the request (unread) to the other routes.
 */
export function handleIndexRequest(
  ctx: EmulatorContext,
  path: string,
  request: IncomingMessage,
  send: Send,
): Promise<void> | undefined {
  const target = matchIndexPath(path);
  if (!target) return undefined;
  const method = request.method ?? 'GET';
  if (method === 'POST' && target.id === undefined) return createIndex(ctx, target, request, send);
  request.resume();
  if (method === 'GET' && target.id === undefined) {
    listIndexes(ctx, target, send);
    return Promise.resolve();
  }
  const entry = target.id === undefined ? undefined : findEntry(ctx, target, target.id);
  if (target.id !== undefined && (method === 'GET' || method === 'DELETE')) {
    if (!entry) {
      send(404, googleError(404, 'index not found'));
      return Promise.resolve();
    }
    if (method === 'GET') {
      send(200, indexJson(target, entry));
      return Promise.resolve();
    }
    ctx.indexes.delete(target.project, target.database, entry.id);
    return ctx.store.durable().then(() => send(200, {}));
  }
  send(404, googleError(404, `No route for ${method} ${path}`));
  return Promise.resolve();
}
