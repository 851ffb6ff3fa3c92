import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { getStorage } from 'firebase-admin/storage';
import type { AppConfig } from './config.js';
import { REGION } from './config.js';
import type { AppDeps } from './deps.js';
import { createBlobSigner } from './core/blobs/blob-signature.js';
import type { BlobStore } from './core/blobs/blob-store.js';
import { createCloudStorageBlobStore } from './core/blobs/cloud-storage-blob-store.js';
import { createFilesystemBlobStore } from './core/blobs/filesystem-blob-store.js';
import { systemClock } from './core/clock.js';
import { createIndexAdmin } from './core/indexes/index-admin-factory.js';
import type { Logger } from './core/logger.js';
import { logs } from './core/logs.js';
import { createFirestoreMailer } from './core/mail/mailer.js';
import { createCloudTasksQueue, createInProcessQueue } from './core/queue/task-queue.js';
import { createSheetsClient } from './core/sheets/sheets-client.js';
import { reminderRunHandler, startLocalReminderClock } from './modules/reminders/reminder-clock.js';
import { sheetSyncRunHandler, startLocalSheetSyncClock } from './modules/imports/sheet-schedule.js';
import { createStartTask } from './modules/tasks/start-task.js';
import { resumeOnInstanceStart } from './modules/tasks/task-resume.js';
import { createRecordAccessRepository } from './modules/record-access/record-access.repository.js';
import { createRecordAccessService } from './modules/record-access/record-access.service.js';
import { createTasksRepository } from './modules/tasks/tasks.repository.js';
import { taskHandlers } from './tasks.js';

/**
 * The dependencies of a Cloud Functions instance: firebase-admin with the project's default
 * credentials (or the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST).
 */
export function buildInstanceDeps(config: AppConfig, logger: Logger): AppDeps {
  const firebase = getApps()[0] ?? initializeApp();
  const db = getFirestore(firebase);
  const storage = config.blobStorage;
  const blobs: BlobStore =
    storage.kind === 'filesystem'
      ? createFilesystemBlobStore({
          root: storage.dir,
          // Through Hosting's /api rewrite, so the browser loads it from the web app's origin.
          baseUrl: `${config.webUrl}/api/blobs`,
          signer: createBlobSigner(storage.signingSecret, systemClock),
        })
      : createCloudStorageBlobStore(getStorage(firebase).bucket());
  const sheets = createSheetsClient({ rootUrl: config.sheetsApiRoot });
  // Locally the handlers run in this process; in production index.ts declares a queue
  // function for each (tasks.ts), which Cloud Tasks calls.
  const queue = config.runningInEmulator
    ? createInProcessQueue(
        taskHandlers({ db, blobs, sheets, clock: systemClock, logger, emulated: true }),
        logger,
      )
    : createCloudTasksQueue(getFunctions(firebase), REGION);
  // Locally a stop kills the runs in this process: their tasks continue on the next start.
  if (config.runningInEmulator) {
    const recordAccess = createRecordAccessService({
      access: createRecordAccessRepository(db, { throttle: false }),
      queue,
      clock: systemClock,
      logger,
    });
    resumeOnInstanceStart({
      tasks: createTasksRepository(db),
      queue,
      clock: systemClock,
      logger,
      resumeOwn: (task) => recordAccess.resumeApply(task),
    });
    // No Cloud Scheduler here: the reminders' scheduled handler runs on a clock in this process.
    startLocalReminderClock(reminderRunHandler({ db, clock: systemClock, logger }), logger);
    // Scheduled sheet syncs likewise (sheet-schedule.ts).
    const tasks = createTasksRepository(db);
    const startTask = createStartTask({ tasks, queue, blobs, clock: systemClock, logger });
    startLocalSheetSyncClock(
      sheetSyncRunHandler({ db, sheets, startTask, clock: systemClock, logger }),
      logger,
    );
  }
  logs.instanceStarted(logger, {
    projectId: config.projectId,
    emulator: config.runningInEmulator,
    blobs: storage.kind,
  });
  return {
    db,
    auth: getAuth(firebase),
    blobs,
    queue,
    mailer: createFirestoreMailer(db, systemClock, logger),
    sheets,
    clock: systemClock,
    indexes: createIndexAdmin(config),
    config,
    logger,
  };
}
