import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { AppConfig } from './config.js';
import type { BlobStore } from './core/blobs/blob-store.js';
import type { SiteVerify } from './core/bot-check/site-verify.js';
import type { Clock } from './core/clock.js';
import type { IndexAdmin } from './core/indexes/index-admin.js';
import type { Logger } from './core/logger.js';
import type { Mailer } from './core/mail/mailer.js';
import type { TaskQueue } from './core/queue/task-queue.js';
import type { SheetsClient } from './core/sheets/sheets-client.js';

/** Everything the api needs from the outside world; tests build it with their own parts. */
export interface AppDeps {
  readonly db: Firestore;
  readonly auth: Auth;
  readonly blobs: BlobStore;
  readonly queue: TaskQueue;
  readonly mailer: Mailer;
  readonly sheets: SheetsClient;
  readonly clock: Clock;
  /** Composite indexes created at run time (per-collect grid combinations). */
  readonly indexes: IndexAdmin;
  readonly config: AppConfig;
  readonly logger: Logger;
  /** reCAPTCHA's siteverify; Google's by default (tests pass their own). */
  readonly siteVerify?: SiteVerify;
}
