import { describe, expect, it } from 'vitest';
import { clientConfigOf, isClientConfig, isErrorBody } from './boot-guards.js';
import { clientConfigSchema } from './config.schema.js';
import { errorBodySchema } from './error.schema.js';

const config = {
  firebase: { apiKey: 'key', authDomain: 'rainbow.local', projectId: 'demo-rainbow' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  recaptchaSiteKey: null,
  tagManagerId: null,
  errorReportingDsn: null,
  googleClientId: 'client',
  googlePickerApiKey: 'picker',
};

// Every key of the configuration missing, null, a number, or an object, one at a time.
const configVariants: unknown[] = [
  config,
  { ...config, googleAppId: null },
  { ...config, extra: 'kept out' },
  { ...config, firebase: { ...config.firebase, extra: true } },
  null,
  [],
  'config',
  { ...config, firebase: null },
  ...Object.keys(config).flatMap((key) =>
    [undefined, null, 4, { a: 1 }].map((bad) => ({ ...config, [key]: bad })),
  ),
  ...Object.keys(config.firebase).flatMap((key) =>
    [undefined, null, 4].map((bad) => ({
      ...config,
      firebase: { ...config.firebase, [key]: bad },
    })),
  ),
];

const body = { error: { code: 'VALIDATION_ERROR', message: 'Invalid', details: { issues: [] } } };
const bodyVariants: unknown[] = [
  body,
  { error: { code: 'NOT_FOUND', message: 'Gone' } },
  { error: { code: 'CONFLICT', message: 'x', details: { reason: 'kept', issues: undefined } } },
  { error: { ...body.error, details: { issues: [{ path: 'name', message: 'Required' }] } } },
  { error: { ...body.error, details: { issues: [{ path: 'name' }] } } },
  { error: { ...body.error, details: { issues: 'name' } } },
  { error: { ...body.error, details: null } },
  { error: { ...body.error, details: [] } },
  { error: { ...body.error, code: 'TEAPOT' } },
  { error: { ...body.error, code: 'toString' } },
  { error: { ...body.error, message: 4 } },
  { error: 'Invalid' },
  'Bad gateway',
  null,
  undefined,
];

describe('the first load’s checks without zod', () => {
  it.each(configVariants.map((value) => [JSON.stringify(value), value]))(
    'judge a start-up configuration as its schema does: %s',
    (_, value) => {
      const parsed = clientConfigSchema.safeParse(value);
      expect(isClientConfig(value)).toBe(parsed.success);
      if (parsed.success && isClientConfig(value))
        expect(clientConfigOf(value)).toEqual(parsed.data);
    },
  );

  it.each(bodyVariants.map((value) => [JSON.stringify(value), value]))(
    'judge an error answer as its schema does: %s',
    (_, value) => {
      expect(isErrorBody(value)).toBe(errorBodySchema.safeParse(value).success);
    },
  );
});
