import type { ClientConfig } from './config.schema.js';
import { ERROR_STATUS } from './error-codes.js';
import type { ErrorBody } from './error.schema.js';

// What the web app checks before its first screen, without zod: the start-up configuration and
// the API's error answers. zod (about 22 KB gzipped) then stays out of the sign-in page's first
// load (issue 15's budget). These accept exactly what `clientConfigSchema` and `errorBodySchema`
// accept (boot-guards.test.ts compares them); change both together.

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || isString(value);
const isNullishString = (value: unknown) => value === undefined || isNullableString(value);

export function isClientConfig(value: unknown): value is ClientConfig {
  if (!isObject(value) || !isObject(value.firebase)) return false;
  const { apiKey, authDomain, projectId } = value.firebase;
  return (
    isString(apiKey) &&
    isString(authDomain) &&
    isString(projectId) &&
    isNullableString(value.authEmulatorUrl) &&
    isNullableString(value.recaptchaSiteKey) &&
    isNullableString(value.tagManagerId) &&
    isNullableString(value.errorReportingDsn) &&
    isNullableString(value.googleClientId) &&
    isNullishString(value.googlePickerApiKey) &&
    isNullishString(value.googleAppId)
  );
}

/** The configuration as the schema returns it: only its own keys. */
export function clientConfigOf(value: ClientConfig): ClientConfig {
  const { apiKey, authDomain, projectId } = value.firebase;
  return {
    firebase: { apiKey, authDomain, projectId },
    authEmulatorUrl: value.authEmulatorUrl,
    recaptchaSiteKey: value.recaptchaSiteKey,
    tagManagerId: value.tagManagerId,
    errorReportingDsn: value.errorReportingDsn,
    googleClientId: value.googleClientId,
    ...(value.googlePickerApiKey !== undefined && { googlePickerApiKey: value.googlePickerApiKey }),
    ...(value.googleAppId !== undefined && { googleAppId: value.googleAppId }),
  };
}

const isIssue = (value: unknown) =>
  isObject(value) && isString(value.path) && isString(value.message);

export function isErrorBody(value: unknown): value is ErrorBody {
  if (!isObject(value) || !isObject(value.error)) return false;
  const { code, message, details } = value.error;
  if (!isString(code) || !Object.hasOwn(ERROR_STATUS, code) || !isString(message)) return false;
  if (details === undefined) return true;
  if (!isObject(details)) return false;
  return (
    details.issues === undefined || (Array.isArray(details.issues) && details.issues.every(isIssue))
  );
}
