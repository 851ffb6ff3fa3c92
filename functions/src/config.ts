import { isAbsolute } from 'node:path';
import { z } from 'zod';

// The one reader of the environment. Everything else receives an `AppConfig`.
//
// Variables (all optional unless said otherwise):
//   GCLOUD_PROJECT                 project id (set by Cloud Functions, the emulators, the seed)
//   FIREBASE_AUTH_EMULATOR_HOST    host:port of the Auth emulator; FIRESTORE_EMULATOR_HOST idem
//   RAINBOW_WEB_URL                public URL of the web app (default http://127.0.0.1:5000)
//   RAINBOW_ALLOWED_ORIGINS        comma-separated CORS origins (default: the web URL, plus the
//                                  Vite dev server on port 5173 when running in an emulator)
//   RAINBOW_WEB_API_KEY            Firebase Web API key (required in production; any value in
//                                  the emulator, default 'demo-api-key')
//   RAINBOW_BLOB_DIR               absolute folder: store blobs on disk instead of Cloud Storage
//   RAINBOW_BLOB_SIGNING_SECRET    HMAC secret (32+ characters) signing local blob URLs;
//                                  required with RAINBOW_BLOB_DIR
//   RAINBOW_RECAPTCHA_SITE_KEY, RAINBOW_RECAPTCHA_SECRET, RAINBOW_GTM_ID,
//   RAINBOW_ERROR_REPORTING_DSN, RAINBOW_GOOGLE_CLIENT_ID   third-party services, off when unset
//   RAINBOW_GOOGLE_PICKER_API_KEY, RAINBOW_GOOGLE_APP_ID     the Drive picker of Sheets imports
//   SHEETS_API_ROOT                root URL of an emulated Google Sheets API (npm start, tests);
//                                  Google's own, with the service account's credentials, when unset

export const DEFAULT_WEB_URL = 'http://127.0.0.1:5000';
export const EMULATOR_WEB_API_KEY = 'demo-api-key';
const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The region of every function (Hosting's /api rewrite points there too). */
export const REGION = 'europe-west1';

/** Local disk in the emulator (signed links served by /api/blobs), Cloud Storage otherwise. */
export type BlobStorageConfig =
  | { readonly kind: 'filesystem'; readonly dir: string; readonly signingSecret: string }
  | { readonly kind: 'cloud-storage' };

export interface AppConfig {
  readonly projectId: string;
  readonly runningInEmulator: boolean;
  readonly webUrl: string;
  readonly allowedOrigins: readonly string[];
  readonly webApiKey: string;
  readonly authEmulatorHost: string | null;
  readonly firestoreEmulatorHost: string | null;
  readonly blobStorage: BlobStorageConfig;
  readonly recaptchaSiteKey: string | null;
  readonly recaptchaSecret: string | null;
  readonly tagManagerId: string | null;
  readonly errorReportingDsn: string | null;
  readonly googleClientId: string | null;
  /** The Drive picker of Sheets imports: a browser API key for the Picker API, and the project number. */
  readonly googlePickerApiKey: string | null;
  readonly googleAppId: string | null;
  /** The emulated Sheets API (`http://127.0.0.1:port/`); null: Google's. */
  readonly sheetsApiRoot: string | null;
}

export type Environment = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

// Unset, empty and blank mean the same thing: firebase-functions string params default to ''.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    schema.optional(),
  );

const hostPort = z.string().regex(/^[\w.-]+:\d{1,5}$/, 'Expected host:port');
const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

const environmentSchema = z.object({
  GCLOUD_PROJECT: optional(z.string()),
  GOOGLE_CLOUD_PROJECT: optional(z.string()),
  FUNCTIONS_EMULATOR: optional(z.string()),
  FIREBASE_AUTH_EMULATOR_HOST: optional(hostPort),
  FIRESTORE_EMULATOR_HOST: optional(hostPort),
  RAINBOW_WEB_URL: optional(origin),
  RAINBOW_ALLOWED_ORIGINS: optional(z.string()),
  RAINBOW_WEB_API_KEY: optional(z.string()),
  RAINBOW_BLOB_DIR: optional(z.string().refine(isAbsolute, 'Expected an absolute path')),
  RAINBOW_BLOB_SIGNING_SECRET: optional(z.string().min(32, 'Expected at least 32 characters')),
  RAINBOW_RECAPTCHA_SITE_KEY: optional(z.string()),
  RAINBOW_RECAPTCHA_SECRET: optional(z.string()),
  RAINBOW_GTM_ID: optional(z.string()),
  RAINBOW_ERROR_REPORTING_DSN: optional(z.string()),
  RAINBOW_GOOGLE_CLIENT_ID: optional(z.string()),
  RAINBOW_GOOGLE_PICKER_API_KEY: optional(z.string()),
  RAINBOW_GOOGLE_APP_ID: optional(z.string().regex(/^\d+$/, 'Expected the project number')),
  SHEETS_API_ROOT: optional(z.url({ protocol: /^https?$/ })),
});
type ParsedEnvironment = z.infer<typeof environmentSchema>;

/** Validates an environment; the error names the variables, never their values. */
export function parseConfig(env: Environment): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return toConfig(parsed.data);
}

function toConfig(env: ParsedEnvironment): AppConfig {
  const runningInEmulator = Boolean(
    env.FUNCTIONS_EMULATOR === 'true' ||
    env.FIREBASE_AUTH_EMULATOR_HOST ||
    env.FIRESTORE_EMULATOR_HOST,
  );
  const projectId = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) throw new ConfigError('Invalid configuration: GCLOUD_PROJECT: Required');
  const webApiKey =
    env.RAINBOW_WEB_API_KEY ?? (runningInEmulator ? EMULATOR_WEB_API_KEY : undefined);
  if (!webApiKey) throw new ConfigError('Invalid configuration: RAINBOW_WEB_API_KEY: Required');
  const webUrl = env.RAINBOW_WEB_URL ?? DEFAULT_WEB_URL;
  return {
    projectId,
    runningInEmulator,
    webUrl,
    allowedOrigins: allowedOrigins(env.RAINBOW_ALLOWED_ORIGINS, webUrl, runningInEmulator),
    webApiKey,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST ?? null,
    blobStorage: blobStorage(env.RAINBOW_BLOB_DIR, env.RAINBOW_BLOB_SIGNING_SECRET),
    recaptchaSiteKey: env.RAINBOW_RECAPTCHA_SITE_KEY ?? null,
    recaptchaSecret: env.RAINBOW_RECAPTCHA_SECRET ?? null,
    tagManagerId: env.RAINBOW_GTM_ID ?? null,
    errorReportingDsn: env.RAINBOW_ERROR_REPORTING_DSN ?? null,
    googleClientId: env.RAINBOW_GOOGLE_CLIENT_ID ?? null,
    googlePickerApiKey: env.RAINBOW_GOOGLE_PICKER_API_KEY ?? null,
    googleAppId: env.RAINBOW_GOOGLE_APP_ID ?? null,
    sheetsApiRoot: env.SHEETS_API_ROOT ?? null,
  };
}

function blobStorage(dir: string | undefined, secret: string | undefined): BlobStorageConfig {
  if (!dir) return { kind: 'cloud-storage' };
  if (!secret) {
    throw new ConfigError(
      'Invalid configuration: RAINBOW_BLOB_SIGNING_SECRET: Required with RAINBOW_BLOB_DIR',
    );
  }
  return { kind: 'filesystem', dir, signingSecret: secret };
}

function allowedOrigins(list: string | undefined, webUrl: string, emulator: boolean): string[] {
  if (list === undefined) return [webUrl, ...(emulator ? VITE_DEV_ORIGINS : [])];
  const origins = list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return origins.map((item) => {
    const parsed = origin.safeParse(item);
    if (!parsed.success) {
      throw new ConfigError(
        'Invalid configuration: RAINBOW_ALLOWED_ORIGINS: Expected http(s) URLs',
      );
    }
    return parsed.data;
  });
}

/**
 * The configuration of this process. `paramValues` are the firebase-functions params resolved
 * by index.ts in production; they win over the raw environment.
 */
export function loadConfig(paramValues: Environment = {}): AppConfig {
  return parseConfig({ ...process.env, ...paramValues });
}

/** True inside firebase-tools' Functions emulator, both when it discovers and runs functions. */
export function isFunctionsEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}
