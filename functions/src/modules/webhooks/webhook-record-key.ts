import { createHash } from 'node:crypto';
import { invalidField } from '../../core/errors.js';
import type { RecordValues } from '../../shared/contract/record-validation.js';

// A record sent again with the same values in the collect's matched fields is the same record:
// its id is a digest of the collect and those values, so an upsert needs no query (one get by
// id inside the transaction) and two deliveries racing on one key meet on one document.

type KeyValue = string | number | boolean | readonly string[];

/** The matched fields' values of a validated record; each one is required to match. */
export function keyValuesOf(
  matchedFields: readonly string[],
  values: RecordValues,
  path: string,
): KeyValue[] {
  return matchedFields.map((variable) => {
    const value = values[variable];
    if (value === null || value === undefined) {
      throw invalidField(
        `${path}.${variable}`,
        'Required: this collect matches records by this field',
      );
    }
    // A list names the same record whatever the order of its items.
    return Array.isArray(value) ? [...(value as readonly string[])].sort() : value;
  });
}

/** The record id for a key: 40 hex digits of SHA-256 over the collect id and the key values. */
export function recordIdForKey(collectId: string, key: readonly KeyValue[]): string {
  return createHash('sha256')
    .update(JSON.stringify([collectId, ...key]))
    .digest('hex')
    .slice(0, 40);
}
