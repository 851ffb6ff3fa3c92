import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import { createApp } from '../../src/app.js';
import { parseConfig } from '../../src/config.js';
import type { AppConfig, Environment } from '../../src/config.js';
import type { AppDeps } from '../../src/deps.js';
import { createBlobSigner } from '../../src/core/blobs/blob-signature.js';
import type { BlobStore } from '../../src/core/blobs/blob-store.js';
import type { SiteVerify } from '../../src/core/bot-check/site-verify.js';
import { createFilesystemBlobStore } from '../../src/core/blobs/filesystem-blob-store.js';
import type { Clock } from '../../src/core/clock.js';
import { systemClock } from '../../src/core/clock.js';
import { createIndexAdmin } from '../../src/core/indexes/index-admin-factory.js';
import { createMemoryLogger } from '../../src/core/logger.js';
import type { LogEntry } from '../../src/core/logger.js';
import { createFirestoreMailer } from '../../src/core/mail/mailer.js';
import { taskHandlers } from '../../src/tasks.js';
import type { TaskWork } from '../../src/modules/tasks/task-work.js';
import { createInProcessQueue } from '../../src/core/queue/task-queue.js';
import type { TaskQueue } from '../../src/core/queue/task-queue.js';
import { createSheetsClient } from '../../src/core/sheets/sheets-client.js';
import { createTestFactory } from './factory.js';
import type { TestFactory } from './factory.js';
import { likeCloudFunctions } from './serve.js';

export interface TestApi {
  readonly baseUrl: string;
  readonly projectId: string;
  readonly db: Firestore;
  readonly auth: Auth;
  readonly config: AppConfig;
  readonly logs: LogEntry[];
  /** Unique per file, so that files sharing the Auth emulator never collide. */
  readonly prefix: string;
  /** Makes users, programs, members and groups as the api would, on the api's clock. */
  readonly factory: TestFactory;
  /** The api's own queue (in-process) and blob store, for tests that start tasks. */
  readonly queue: TaskQueue;
  readonly blobs: BlobStore;
  close(): Promise<void>;
}

export interface TestApiOptions {
  readonly clock?: Clock;
  readonly env?: Environment;
  /** Pre-read the body into `req.rawBody` first, as Cloud Functions does. */
  readonly likeCloudFunctions?: boolean;
  /** What the api gets as its Auth client: the emulator's, or a wrapper that fails on cue. */
  readonly auth?: (emulator: Auth) => Auth;
  /** reCAPTCHA's siteverify (with RAINBOW_RECAPTCHA_SECRET in `env`); never Google's here. */
  readonly siteVerify?: SiteVerify;
  /** What the api gets as its blob store: the test folder's, or a wrapper that fails on cue. */
  readonly blobs?: (store: BlobStore) => BlobStore;
  /** Kinds of task work the test registers beside the product's (tasks.ts). */
  readonly taskWorks?: readonly TaskWork[];
}

/**
 * The real api (createApp) over HTTP on an ephemeral port, with real firebase-admin clients
 * against the emulators started by the global setup, and its own Firestore project.
 */
export async function startTestApi(name: string, options: TestApiOptions = {}): Promise<TestApi> {
  const authHost = inject('authEmulatorHost');
  const firestoreHost = inject('firestoreEmulatorHost');
  // firebase-admin reads these from the environment (Auth has no other switch).
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;

  const suffix = randomBytes(4).toString('hex');
  const projectId = `demo-${name}-${suffix}`;
  // Tokens signed in with an API key belong to the Auth emulator's default project, so the
  // Auth client uses that project while Firestore gets a project of its own.
  const authApp = initializeApp({ projectId: inject('authProjectId') }, `auth-${suffix}`);
  const dataApp = initializeApp({ projectId }, `data-${suffix}`);
  const db = getFirestore(dataApp);
  const auth = getAuth(authApp);

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const blobDir = await mkdtemp(join(tmpdir(), 'rainbow-blobs-'));
  const signingSecret = randomBytes(32).toString('hex');
  const clock = options.clock ?? systemClock;

  const config = parseConfig({
    GCLOUD_PROJECT: inject('authProjectId'),
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    RAINBOW_WEB_URL: baseUrl,
    RAINBOW_BLOB_DIR: blobDir,
    RAINBOW_BLOB_SIGNING_SECRET: signingSecret,
    ...options.env,
  });
  const logger = createMemoryLogger();
  const blobs = createFilesystemBlobStore({
    root: blobDir,
    baseUrl: `${baseUrl}/api/blobs`,
    signer: createBlobSigner(signingSecret, clock),
  });
  const apiBlobs = options.blobs ? options.blobs(blobs) : blobs;
  // The fake Sheets server a test names with SHEETS_API_ROOT in `env`.
  const sheets = createSheetsClient({ rootUrl: config.sheetsApiRoot, backoffMs: [10, 20] });
  const deps: AppDeps = {
    db,
    auth: options.auth ? options.auth(auth) : auth,
    blobs: apiBlobs,
    queue: createInProcessQueue(
      taskHandlers({
        db,
        blobs: apiBlobs,
        sheets,
        clock,
        logger,
        emulated: true,
        ...(options.taskWorks ? { extraWorks: options.taskWorks } : {}),
      }),
      logger,
    ),
    mailer: createFirestoreMailer(db, clock, logger),
    sheets,
    clock,
    // The api's own project on the test emulator, through the same REST calls as production.
    indexes: createIndexAdmin({ projectId, firestoreEmulatorHost: firestoreHost }),
    config,
    logger,
    ...(options.siteVerify ? { siteVerify: options.siteVerify } : {}),
  };
  const app = createApp(deps);
  server.on('request', options.likeCloudFunctions ? likeCloudFunctions(app) : app);

  const prefix = `${name}-${suffix}`;
  return {
    baseUrl,
    projectId,
    db,
    auth,
    config,
    logs: logger.entries,
    prefix,
    factory: createTestFactory({ db, auth, clock, prefix }),
    queue: deps.queue,
    blobs: apiBlobs,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([deleteApp(authApp), deleteApp(dataApp)]);
      await rm(blobDir, { recursive: true, force: true });
    },
  };
}
