import type { FieldValue, RecordValues } from '@shared/contract/record-validation';

// A file picked offline cannot be uploaded yet, but its field must hold an http(s) address for
// the validation engine (the same as the server's) to accept the form. It holds one under the
// reserved `.invalid` domain (RFC 2606: it never resolves), named after the file, which the
// outbox swaps for the stored file's address once the upload answers.
const PLACEHOLDER_HOST = 'outbox.rainbow.invalid';

export function placeholderFor(fileName: string, token: string = crypto.randomUUID()): string {
  return `https://${PLACEHOLDER_HOST}/${token}/${encodeURIComponent(fileName)}`;
}

export function isPlaceholder(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).hostname === PLACEHOLDER_HOST;
  } catch {
    return false;
  }
}

/** Every placeholder the values hold (a file field holds one address or a list). */
export function placeholdersIn(fields: RecordValues): string[] {
  return Object.values(fields).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).filter(isPlaceholder),
  );
}

function swap(value: FieldValue | null | undefined, placeholder: string, url: string) {
  if (Array.isArray(value)) return value.map((item) => (item === placeholder ? url : item));
  return value === placeholder ? url : value;
}

export function replacePlaceholder(
  fields: RecordValues,
  placeholder: string,
  url: string,
): RecordValues {
  return Object.fromEntries(
    Object.entries(fields).map(([variable, value]) => [variable, swap(value, placeholder, url)]),
  );
}
