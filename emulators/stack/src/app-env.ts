import { HOST } from './ports.js';
import type { StackPorts } from './ports.js';
import { PROJECT_ID } from './firebase-process.js';

interface AppEnvInput {
  ports: StackPorts;
  blobDir: string;
  blobSigningSecret: string;
}

// Variables of the launching process that must not leak into the emulated function.
const NOT_INHERITED = /^(VITEST.*|NODE_ENV|FIREBASE_AUTH_EMULATOR_HOST|FIRESTORE_EMULATOR_HOST)$/;

/** The environment the api function (and the seed CLI) run with inside the local stack. */
export function appEnv({ ports, blobDir, blobSigningSecret }: AppEnvInput): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !NOT_INHERITED.test(key)),
  );
  return {
    ...inherited,
    // As on Cloud Functions. Express and body-parser in firebase-tools answer what reaches them
    // before the app (a malformed JSON body, say) with a bare "Bad Request" page in production,
    // and with the server's stack trace otherwise.
    NODE_ENV: 'production',
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    // CORS then allows this origin and, in the emulator, the Vite dev server's (functions' config).
    RAINBOW_WEB_URL: `http://${HOST}:${ports.hosting}`,
    RAINBOW_BLOB_DIR: blobDir,
    RAINBOW_BLOB_SIGNING_SECRET: blobSigningSecret,
  };
}

/** The seed CLI talks to the emulators from outside the Functions emulator. */
export function seedEnv(env: NodeJS.ProcessEnv, ports: StackPorts): NodeJS.ProcessEnv {
  return {
    ...env,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
  };
}
