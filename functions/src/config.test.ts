import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

const production = {
  GCLOUD_PROJECT: 'rainbow-prod',
  RAINBOW_WEB_URL: 'https://rainbow.example.org/',
  RAINBOW_WEB_API_KEY: 'AIza-real-key',
};
const emulator = { GCLOUD_PROJECT: 'demo-rainbow', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('config', () => {
  it('reads production values and leaves optional services off', () => {
    const config = parseConfig(production);
    expect(config).toMatchObject({
      projectId: 'rainbow-prod',
      runningInEmulator: false,
      webUrl: 'https://rainbow.example.org',
      allowedOrigins: ['https://rainbow.example.org'],
      webApiKey: 'AIza-real-key',
      authEmulatorHost: null,
      blobStorage: { kind: 'cloud-storage' },
      recaptchaSiteKey: null,
      tagManagerId: null,
      errorReportingDsn: null,
      googleClientId: null,
    });
  });

  it('defaults the web URL, API key and Vite origins in an emulator', () => {
    const config = parseConfig(emulator);
    expect(config.runningInEmulator).toBe(true);
    expect(config.webUrl).toBe('http://127.0.0.1:5000');
    expect(config.webApiKey).toBe('demo-api-key');
    expect(config.allowedOrigins).toEqual([
      'http://127.0.0.1:5000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    expect(parseConfig({ GCLOUD_PROJECT: 'p', FUNCTIONS_EMULATOR: 'true' }).runningInEmulator).toBe(
      true,
    );
  });

  it('takes an explicit origin list, normalised to origins', () => {
    const config = parseConfig({
      ...production,
      RAINBOW_ALLOWED_ORIGINS: ' https://a.example/ , http://b.example:8080/path',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
  });

  it('treats empty values (params defaults) as unset', () => {
    const config = parseConfig({
      ...production,
      RAINBOW_GTM_ID: '',
      RAINBOW_RECAPTCHA_SITE_KEY: ' ',
    });
    expect(config.tagManagerId).toBeNull();
    expect(config.recaptchaSiteKey).toBeNull();
  });

  it('requires the project and, outside emulators, the Web API key', () => {
    expect(() => parseConfig({})).toThrow(/GCLOUD_PROJECT: Required/);
    expect(() => parseConfig({ GCLOUD_PROJECT: 'p' })).toThrow(/RAINBOW_WEB_API_KEY: Required/);
  });

  it('stores blobs on disk only with an absolute folder and a long signing secret', () => {
    const secret = 's'.repeat(32);
    expect(
      parseConfig({
        ...emulator,
        RAINBOW_BLOB_DIR: '/tmp/blobs',
        RAINBOW_BLOB_SIGNING_SECRET: secret,
      }).blobStorage,
    ).toEqual({ kind: 'filesystem', dir: '/tmp/blobs', signingSecret: secret });
    expect(() => parseConfig({ ...emulator, RAINBOW_BLOB_DIR: '/tmp/blobs' })).toThrow(
      /RAINBOW_BLOB_SIGNING_SECRET: Required/,
    );
    expect(() =>
      parseConfig({
        ...emulator,
        RAINBOW_BLOB_DIR: 'relative',
        RAINBOW_BLOB_SIGNING_SECRET: secret,
      }),
    ).toThrow(/RAINBOW_BLOB_DIR: Expected an absolute path/);
  });

  it('names bad variables without echoing their values', () => {
    const secret = 'short-secret-value';
    let error: unknown;
    try {
      parseConfig({
        ...emulator,
        RAINBOW_WEB_URL: 'ftp://nope',
        RAINBOW_BLOB_DIR: '/tmp/b',
        RAINBOW_BLOB_SIGNING_SECRET: secret,
        FIRESTORE_EMULATOR_HOST: 'no-port',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('RAINBOW_WEB_URL');
    expect(message).toContain('RAINBOW_BLOB_SIGNING_SECRET');
    expect(message).toContain('FIRESTORE_EMULATOR_HOST');
    expect(message).not.toContain(secret);
    expect(message).not.toContain('ftp://nope');
  });
});
