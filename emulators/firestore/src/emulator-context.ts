import type { Database } from 'better-sqlite3';
import { BillingCounters } from './billing/billing-counters.js';
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
}

export interface ContextOptions {
  readonly lockTimeoutMs: number;
}

export function createEmulatorContext(db: Database, options: ContextOptions): EmulatorContext {
  return {
    store: new DocumentStore(db),
    statements: new QueryStatements(db),
    listing: new ListingQueries(db),
    clock: new CommitClock(db),
    billing: new BillingCounters(),
    transactions: new TransactionRegistry(options.lockTimeoutMs),
  };
}
