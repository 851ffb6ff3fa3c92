/**
 * Web-only names, keys, timings and formats (SPEC §9). Limits the API enforces too (search
 * minimum, name lengths…) live in the shared `@shared/constants`.
 */

export const LOCALE_COOKIE_NAME = 'rainbow_locale';
export const CONSENT_COOKIE_NAME = 'rainbow_cookie_consent';

export const CHUNK_RELOAD_STORAGE_KEY = 'rainbow.chunk-reload-at';
export const CURRENT_PROGRAM_STORAGE_KEY = 'rainbow.current-program';
export const SIGNED_OUT_STORAGE_KEY = 'rainbow.signed-out';

export const APP_NAME = 'Rainbow';

export const LOCALE_COOKIE_DAYS = 365;
export const NECESSARY_COOKIE_CONSENT_DAYS = 365;

export const PROGRESS_BAR_DURATION_MS = 5000;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const MIN_FETCH_DELAY_MS = 200;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const RECAPTCHA_VERSION = 3;

/** Number abbreviation suffixes, applied from 1000 upwards. */
export const NUMBER_ABBREVIATIONS = ['K', 'M', 'B', 'T'] as const;

export const PAGE_TITLE_TEMPLATE = '%s - Rainbow';
