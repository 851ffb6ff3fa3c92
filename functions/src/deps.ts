import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { AppConfig } from './config.js';
import type { BlobStore } from './lib/blobs/blob-store.js';
import type { Clock } from './lib/clock.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { TaskQueue } from './lib/queue/task-queue.js';
import type { SheetsClient } from './lib/sheets/sheets-client.js';

/** Everything the api needs from the outside world; tests build it with their own parts. */
export interface AppDeps {
  readonly db: Firestore;
  readonly auth: Auth;
  readonly blobs: BlobStore;
  readonly queue: TaskQueue;
  readonly mailer: Mailer;
  readonly sheets: SheetsClient;
  readonly clock: Clock;
  readonly config: AppConfig;
  readonly logger: Logger;
}
