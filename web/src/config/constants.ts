/**
 * Web-only names and keys. SPEC §9's business constants (progress bar, search minimum, cookie
 * lifetimes, title template…) live in the shared `@shared/constants` module used by the API too.
 */

export const LOCALE_COOKIE_NAME = 'rainbow_locale';
export const CONSENT_COOKIE_NAME = 'rainbow_cookie_consent';

export const CHUNK_RELOAD_STORAGE_KEY = 'rainbow.chunk-reload-at';
export const CURRENT_PROGRAM_STORAGE_KEY = 'rainbow.current-program';

export const APP_NAME = 'Rainbow';
