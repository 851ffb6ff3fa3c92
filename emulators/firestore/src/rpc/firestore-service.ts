import type { EventEmitter } from 'node:events';
import type { UntypedServiceImplementation } from '@grpc/grpc-js';
import type { EmulatorContext } from '../emulator-context.js';
import { unimplemented } from '../errors/rpc-error.js';
import { batchGetDocuments } from './batch-get-documents.js';
import { createDocument, deleteDocument, updateDocument } from './document-writes.js';
import { getDocument } from './get-document.js';
import { serverStream, toServiceError, unary } from './handler-adapters.js';
import type { ErrorReporter } from './handler-adapters.js';
import { listCollectionIds, listDocuments } from './listing-rpcs.js';
import { runAggregationQuery } from './run-aggregation-query.js';
import { runQuery } from './run-query.js';
import { beginTransaction, commit, rollback } from './transaction-rpcs.js';
import { batchWrite } from '../writes/commit-writes.js';
import { parseDatabaseName } from '../paths/resource-names.js';
import { databaseIdOf } from './database-of.js';
import type { BatchWriteRequest } from '../proto/firestore-types.js';

function notSupported(rpc: string): string {
  return `${rpc} is not supported by the offline Firestore emulator (no real-time listeners or streaming writes).`;
}

/** Handlers of google.firestore.v1.Firestore, keyed by method name. */
export function firestoreService(
  ctx: EmulatorContext,
  report: ErrorReporter,
): UntypedServiceImplementation {
  return {
    GetDocument: unary((request) => getDocument(ctx, request), report),
    ListDocuments: unary((request) => listDocuments(ctx, request), report),
    CreateDocument: unary((request) => createDocument(ctx, request), report),
    UpdateDocument: unary((request) => updateDocument(ctx, request), report),
    DeleteDocument: unary((request) => deleteDocument(ctx, request), report),
    BatchGetDocuments: serverStream(
      (request, write) => batchGetDocuments(ctx, request, write),
      report,
    ),
    BeginTransaction: unary((request) => beginTransaction(ctx, request), report),
    Commit: unary((request) => commit(ctx, request), report),
    Rollback: unary((request) => rollback(ctx, request), report),
    RunQuery: serverStream((request, write) => runQuery(ctx, request, write), report),
    RunAggregationQuery: serverStream(
      (request, write) => runAggregationQuery(ctx, request, write),
      report,
    ),
    ListCollectionIds: unary((request) => listCollectionIds(ctx, request), report),
    BatchWrite: unary((request: BatchWriteRequest) => {
      const db = parseDatabaseName(request.database ?? '');
      return batchWrite(ctx, db, databaseIdOf(ctx, db), request.writes ?? []);
    }, report),
    PartitionQuery: unary(() => {
      throw unimplemented(notSupported('PartitionQuery'));
    }, report),
    Listen: (call: EventEmitter) =>
      call.emit('error', toServiceError(unimplemented(notSupported('Listen')), report)),
    Write: (call: EventEmitter) =>
      call.emit('error', toServiceError(unimplemented(notSupported('Write')), report)),
  };
}
