import type { EventEmitter } from 'node:events';
import type { UntypedServiceImplementation } from '@grpc/grpc-js';
import type { EmulatorContext } from '../emulator-context.js';
import { unimplemented } from '../errors/rpc-error.js';
import { batchGetDocuments } from './batch-get-documents.js';
import { createDocument, deleteDocument, updateDocument } from './document-writes.js';
import { getDocument } from './get-document.js';
import { serverStream, toServiceError, unary } from './handler-adapters.js';
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
export function firestoreService(ctx: EmulatorContext): UntypedServiceImplementation {
  return {
    GetDocument: unary((request) => getDocument(ctx, request)),
    ListDocuments: unary((request) => listDocuments(ctx, request)),
    CreateDocument: unary((request) => createDocument(ctx, request)),
    UpdateDocument: unary((request) => updateDocument(ctx, request)),
    DeleteDocument: unary((request) => deleteDocument(ctx, request)),
    BatchGetDocuments: serverStream((request, write) => batchGetDocuments(ctx, request, write)),
    BeginTransaction: unary((request) => beginTransaction(ctx, request)),
    Commit: unary((request) => commit(ctx, request)),
    Rollback: unary((request) => rollback(ctx, request)),
    RunQuery: serverStream((request, write) => runQuery(ctx, request, write)),
    RunAggregationQuery: serverStream((request, write) => runAggregationQuery(ctx, request, write)),
    ListCollectionIds: unary((request) => listCollectionIds(ctx, request)),
    BatchWrite: unary((request: BatchWriteRequest) => {
      const db = parseDatabaseName(request.database ?? '');
      return batchWrite(ctx, db, databaseIdOf(ctx, db), request.writes ?? []);
    }),
    PartitionQuery: unary(() => {
      throw unimplemented(notSupported('PartitionQuery'));
    }),
    Listen: (call: EventEmitter) =>
      call.emit('error', toServiceError(unimplemented(notSupported('Listen')))),
    Write: (call: EventEmitter) =>
      call.emit('error', toServiceError(unimplemented(notSupported('Write')))),
  };
}
