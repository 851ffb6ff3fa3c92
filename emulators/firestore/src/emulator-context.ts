import type { Database } from 'better-sqlite3';
import { BillingCounters } from './billing/billing-counters.js';
import { IndexCatalog } from './indexes/index-catalog.js';
import type { DeclaredIndexes } from './indexes/index-file.js';
import { NO_DECLARED_INDEXES } from './indexes/index-file.js';
import { QueryStatements } from './query/query-statements.js';
import { CommitClock } from './storage/commit-clock.js';
import { DocumentStore } from './storage/document-store.js';
import { ListingQueries } from './storage/listing-queries.js';
import { TransactionRegistry } from './transactions/transaction-registry.js';

/** Everything the RPC handlers and admin endpoints share, built once per emulator. */
export interface EmulatorContext {
  readonly store: DocumentStore;
  readonly statements: QueryStatements;
  readonly listing: ListingQueries;
  readonly clock: CommitClock;
  readonly billing: BillingCounters;
  readonly transactions: TransactionRegistry;
  readonly indexes: IndexCatalog;
}

export interface ContextOptions {
  readonly lockTimeoutMs: number;
  /** Present when queries must be served by declared or created indexes, as in production. */
  readonly indexes?: { readonly declared: () => DeclaredIndexes } | undefined;
}

export function createEmulatorContext(db: Database, options: ContextOptions): EmulatorContext {
  const store = new DocumentStore(db);
  return {
    store,
    statements: new QueryStatements(db, store.fieldCodes),
    listing: new ListingQueries(db),
    clock: new CommitClock(db),
    billing: new BillingCounters(),
    transactions: new TransactionRegistry(options.lockTimeoutMs),
    indexes: new IndexCatalog(db, {
      enforced: options.indexes !== undefined,
      declared: options.indexes?.declared ?? (() => NO_DECLARED_INDEXES),
      write: (work) => store.transaction(work),
    }),
  };
}
