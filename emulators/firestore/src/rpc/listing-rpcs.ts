import type {
  Document,
  ListCollectionIdsRequest,
  ListDocumentsRequest,
} from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { documentName, parseResourcePath } from '../paths/resource-names.js';
import { rowToDocument } from '../storage/row-to-document.js';
import { compareUtf8 } from '../values/compare-strings.js';
import { compareDocumentIds } from '../values/compare-values.js';
import { databaseIdOf } from './database-of.js';
import { maskPaths, toDocument } from './document-response.js';

interface Page<T> {
  readonly items: T[];
  readonly nextPageToken: string;
}

/** Pages a sorted list; the token is the last key returned. */
function paginate<T>(
  items: readonly T[],
  key: (item: T) => string,
  pageSize: number | undefined,
  token: string | undefined,
  compare: (a: string, b: string) => number,
): Page<T> {
  const after = token ? Buffer.from(token, 'base64url').toString('utf8') : undefined;
  const rest =
    after === undefined ? [...items] : items.filter((item) => compare(key(item), after) > 0);
  if (!pageSize || pageSize <= 0 || rest.length <= pageSize)
    return { items: rest, nextPageToken: '' };
  const page = rest.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    items: page,
    nextPageToken: last ? Buffer.from(key(last), 'utf8').toString('base64url') : '',
  };
}

export function listCollectionIds(
  ctx: EmulatorContext,
  request: ListCollectionIdsRequest,
): { collectionIds: string[]; nextPageToken: string } {
  const parent = parseResourcePath(request.parent ?? '');
  if (parent.segments.length % 2 !== 0)
    throw invalidArgument(`Invalid parent: ${request.parent ?? ''}`);
  const dbId = databaseIdOf(ctx, parent);
  ctx.billing.addReads(parent.project, 1);
  const ids = ctx.listing.collectionIds(dbId, parent.path).sort(compareUtf8);
  const page = paginate(ids, (id) => id, request.pageSize, request.pageToken, compareUtf8);
  return { collectionIds: page.items, nextPageToken: page.nextPageToken };
}

export function listDocuments(
  ctx: EmulatorContext,
  request: ListDocumentsRequest,
): { documents: Document[]; nextPageToken: string } {
  const parent = parseResourcePath(request.parent ?? '');
  if (parent.segments.length % 2 !== 0)
    throw invalidArgument(`Invalid parent: ${request.parent ?? ''}`);
  const collectionId = request.collectionId ?? '';
  if (!collectionId) throw invalidArgument('ListDocuments requires a collection id.');
  if (request.orderBy && request.orderBy !== '__name__') {
    throw invalidArgument('The offline Firestore emulator lists documents in name order only.');
  }
  const dbId = databaseIdOf(ctx, parent);
  const collectionPath = [parent.path, collectionId].filter(Boolean).join('/');
  const mask = maskPaths(request.mask);
  const existing = new Map(
    ctx.listing.documents(dbId, collectionPath).map((row) => {
      const doc = rowToDocument(row);
      const id = doc.path.slice(collectionPath.length + 1);
      return [id, toDocument(documentName(parent, doc.path), doc, mask)] as const;
    }),
  );
  const ids = new Set(existing.keys());
  if (request.showMissing)
    for (const id of ctx.listing.idsWithDescendants(dbId, collectionPath)) ids.add(id);
  const sorted = [...ids].sort(compareDocumentIds);
  const page = paginate(
    sorted,
    (id) => id,
    request.pageSize,
    request.pageToken,
    compareDocumentIds,
  );
  ctx.billing.addReads(
    parent.project,
    Math.max(1, page.items.filter((id) => existing.has(id)).length),
  );
  return {
    documents: page.items.map(
      (id) =>
        existing.get(id) ?? { name: documentName(parent, `${collectionPath}/${id}`), fields: {} },
    ),
    nextPageToken: page.nextPageToken,
  };
}
