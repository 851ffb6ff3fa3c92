import type { Express } from 'express';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { onRequest } from 'firebase-functions/https';
import { onTaskDispatched } from 'firebase-functions/tasks';
import { onSchedule } from 'firebase-functions/scheduler';
import { defineSecret, defineString } from 'firebase-functions/params';
import { createApp } from './app.js';
import { ConfigError, isFunctionsEmulator, loadConfig, REGION } from './config.js';
import type { Environment } from './config.js';
import { INTERNAL_MESSAGE } from './http/error-handler.js';
import { buildInstanceDeps } from './instance-deps.js';
import { createJsonLogger } from './core/logger.js';
import { logs } from './core/logs.js';
import { systemClock } from './core/clock.js';
import { createCloudStorageBlobStore } from './core/blobs/cloud-storage-blob-store.js';
import { createSheetsClient } from './core/sheets/sheets-client.js';
import { REMINDER_RUN_SCHEDULE, reminderRunHandler } from './modules/reminders/reminder-clock.js';
import { APPLY_RULES_QUEUE } from './modules/record-access/record-access.service.js';
import { RUN_TASK_QUEUE } from './modules/tasks/task-runner.js';
import { taskHandlers } from './tasks.js';
import { getFunctions } from 'firebase-admin/functions';
import { createCloudTasksQueue } from './core/queue/task-queue.js';
import { SHEET_SYNC_SCHEDULE, sheetSyncRunHandler } from './modules/imports/sheet-schedule.js';
import { createStartTask } from './modules/tasks/start-task.js';
import { createTasksRepository } from './modules/tasks/tasks.repository.js';
import type { TaskHandler } from './core/queue/task-queue.js';

// Production configuration comes from firebase-functions params: `firebase deploy` asks for the
// values (or reads functions/.env.<project>) and binds the secret from Secret Manager.
//
// In the Functions emulator the params are deliberately not declared. firebase-tools would
// otherwise prompt for every declared param missing from functions/.env* files (defaults
// included), write the answers to functions/.env.local, and from then on let that file override
// the environment the launcher passes, and it would try Secret Manager (network) for secrets.
// Locally, config.ts reads the launcher's environment directly, and `npm start` never prompts.
const params = isFunctionsEmulator()
  ? undefined
  : {
      strings: [
        defineString('RAINBOW_WEB_URL', { description: 'Public URL of the web app' }),
        defineString('RAINBOW_WEB_API_KEY', { description: 'Firebase Web API key' }),
        defineString('RAINBOW_ALLOWED_ORIGINS', { default: '', description: 'Extra CORS origins' }),
        defineString('RAINBOW_RECAPTCHA_SITE_KEY', { default: '' }),
        defineString('RAINBOW_GTM_ID', { default: '' }),
        defineString('RAINBOW_ERROR_REPORTING_DSN', { default: '' }),
        defineString('RAINBOW_GOOGLE_CLIENT_ID', { default: '' }),
        defineString('RAINBOW_GOOGLE_PICKER_API_KEY', { default: '' }),
        defineString('RAINBOW_GOOGLE_APP_ID', { default: '' }),
      ],
      secrets: [defineSecret('RAINBOW_RECAPTCHA_SECRET')],
    };

function paramValues(): Environment {
  if (!params) return {};
  return Object.fromEntries(
    [...params.strings, ...params.secrets].map((param) => [param.name, param.value()]),
  );
}

const logger = createJsonLogger();
let app: Express | undefined;

/** Built on the first request, once per instance: params have no value at deploy time. */
function instanceApp(): Express {
  app ??= createApp(buildInstanceDeps(loadConfig(paramValues()), logger));
  return app;
}

export const api = onRequest(
  { region: REGION, secrets: params?.secrets ?? [], memory: '512MiB', timeoutSeconds: 60 },
  (req, res) => {
    let handler: Express;
    try {
      handler = instanceApp();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // The message names the variables only, never their values.
      logs.configInvalid(logger, error.message);
      res.status(500).json({ error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } });
      return;
    }
    handler(req, res);
  },
);

/**
 * Applies changed attribution rule conditions to a collect's records (record-access). Locally
 * the api runs the same handler in its own process (instance-deps.ts); a retry starts over and
 * rewrites only what is still out of date.
 */
export const applyAttributionRules = onTaskDispatched(
  {
    region: REGION,
    memory: '1GiB',
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 4 },
  },
  async (request) => {
    await queueHandler(APPLY_RULES_QUEUE)(request.data as Record<string, unknown>);
  },
);

/**
 * Runs a task (imports, exports, bulk updates: modules/tasks): chunk by chunk from its last
 * committed cursor, so a retry after a timeout or a crash continues where the last chunk ended.
 */
export const runTask = onTaskDispatched(
  {
    region: REGION,
    memory: '1GiB',
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    await queueHandler(RUN_TASK_QUEUE)(request.data as Record<string, unknown>);
  },
);

/**
 * Sends the due reminders (modules/reminders): Cloud Scheduler calls it every minute. A retried
 * or overlapping run sends nothing twice (each mail's id is digested from reminder, occurrence
 * and recipient). Locally the api runs the same handler on a clock (instance-deps.ts).
 */
export const sendReminders = onSchedule(
  {
    region: REGION,
    schedule: REMINDER_RUN_SCHEDULE,
    timeZone: 'Etc/UTC',
    memory: '512MiB',
    timeoutSeconds: 300,
    retryCount: 1,
  },
  async () => {
    const firebase = getApps()[0] ?? initializeApp();
    await reminderRunHandler({ db: getFirestore(firebase), clock: systemClock, logger })();
  },
);

/**
 * Syncs Google Sheet sources on a schedule (modules/imports/sheet-schedule.ts): every hour, a
 * sync task for each source whose hour or day has none yet (claimed on the source, so a retried
 * or overlapping run starts nothing twice). Locally the api runs the same handler on a clock.
 */
export const syncSheets = onSchedule(
  {
    region: REGION,
    schedule: SHEET_SYNC_SCHEDULE,
    timeZone: 'Etc/UTC',
    memory: '512MiB',
    timeoutSeconds: 300,
    retryCount: 1,
  },
  async () => {
    const firebase = getApps()[0] ?? initializeApp();
    const db = getFirestore(firebase);
    const startTask = createStartTask({
      tasks: createTasksRepository(db),
      queue: createCloudTasksQueue(getFunctions(firebase), REGION),
      blobs: createCloudStorageBlobStore(getStorage(firebase).bucket()),
      clock: systemClock,
      logger,
    });
    const sheets = createSheetsClient({ rootUrl: null });
    await sheetSyncRunHandler({ db, sheets, startTask, clock: systemClock, logger })();
  },
);

/** A queue's handler, built per call: params and the default app exist at run time only. */
function queueHandler(queue: string): TaskHandler {
  const firebase = getApps()[0] ?? initializeApp();
  const handler = taskHandlers({
    db: getFirestore(firebase),
    blobs: createCloudStorageBlobStore(getStorage(firebase).bucket()),
    // Google's API with the service account's Application Default Credentials.
    sheets: createSheetsClient({ rootUrl: null }),
    clock: systemClock,
    logger,
    emulated: false,
  })[queue];
  if (!handler) throw new Error(`No handler for ${queue}`);
  return handler;
}
