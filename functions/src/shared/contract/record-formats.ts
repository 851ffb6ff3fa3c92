// The limits and formats of record values, apart from the value checks: an input sets its
// maxlength, and a grid cell tells an e-mail address or a phone number, without bringing the
// checks (and their messages) into a screen's first load.

export const TEXT_MAX = 1000;
export const TEXT_AREA_MAX = 10_000;
export const LIST_MAX = 200;

const EMAIL = /^[^\s@]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
const EMAIL_MAX = 254;
// Phone numbers as people write them: `+33 6 12 34 56 78`, `(514) 555-0199`, `06.12.34.56.78`.
// Separators are dropped; what remains is an optional + and 6 to 15 digits (E.164 allows 15).
const PHONE_SEPARATORS = /[\s\-.()]/g;
const PHONE = /^\+?\d{6,15}$/;

export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL.test(text);
}

/** `+33 6 12-34-56-78` becomes `+33612345678`; `null` when it is not a phone number. */
export function normalisePhone(text: string): string | null {
  const phone = text.trim().replace(PHONE_SEPARATORS, '');
  return PHONE.test(phone) ? phone : null;
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
