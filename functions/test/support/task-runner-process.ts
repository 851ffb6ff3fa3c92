import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { parseConfig } from '../../src/config.js';
import { createBlobSigner } from '../../src/core/blobs/blob-signature.js';
import { createFilesystemBlobStore } from '../../src/core/blobs/filesystem-blob-store.js';
import { systemClock } from '../../src/core/clock.js';
import { createJsonLogger } from '../../src/core/logger.js';
import { createSheetsClient } from '../../src/core/sheets/sheets-client.js';
import { RUN_TASK_QUEUE } from '../../src/modules/tasks/task-runner.js';
import { taskHandlers } from '../../src/tasks.js';

// A task runner of its own, as a queue function instance is in production: a process that
// builds the same handlers as the api (tasks.ts) against the same Firestore emulator project
// and blob folder, runs one `runTask` delivery and exits. A crash test kills it with SIGKILL.
//
// Started with `node --import tsx task-runner-process.ts <programId> <taskId>` and the api's
// environment (FIRESTORE_EMULATOR_HOST, RAINBOW_BLOB_DIR, RAINBOW_BLOB_SIGNING_SECRET,
// RAINBOW_WEB_URL, GCLOUD_PROJECT) plus RUNNER_PROJECT_ID, the api's own Firestore project.

async function main(): Promise<void> {
  const [programId, taskId] = process.argv.slice(2);
  const projectId = process.env.RUNNER_PROJECT_ID;
  if (!programId || !taskId || !projectId) {
    throw new Error('Usage: task-runner-process <programId> <taskId> (RUNNER_PROJECT_ID set)');
  }
  const config = parseConfig(process.env);
  if (config.blobStorage.kind !== 'filesystem') throw new Error('A blob folder is needed');
  const app = initializeApp({ projectId }, `runner-${taskId}`);
  const logger = createJsonLogger({ runner: process.pid });
  const handlers = taskHandlers({
    db: getFirestore(app),
    blobs: createFilesystemBlobStore({
      root: config.blobStorage.dir,
      baseUrl: `${config.webUrl}/api/blobs`,
      signer: createBlobSigner(config.blobStorage.signingSecret, systemClock),
    }),
    sheets: createSheetsClient({ rootUrl: config.sheetsApiRoot }),
    clock: systemClock,
    logger,
    emulated: true,
  });
  await handlers[RUN_TASK_QUEUE]?.({ programId, taskId });
  await deleteApp(app);
}

main().then(
  // gRPC channels may linger after deleteApp: the delivery is over, so is the process.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
