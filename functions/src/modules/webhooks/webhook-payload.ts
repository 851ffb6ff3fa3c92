import { invalidField, tooLarge } from '../../core/errors.js';
import { WEBHOOK_RECORDS_MAX } from '../../shared/contract/webhook.schema.js';

export type RecordInput = Readonly<Record<string, unknown>>;

const SHAPE = 'Send one record (an object of values by variable) or { "records": [ … ] }';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The records of a delivery's parsed body: one record object, or `{ records: [...] }` with at
 * most WEBHOOK_RECORDS_MAX (a larger batch is a 413: the sender splits it).
 */
export function recordsOfDelivery(body: unknown): RecordInput[] {
  if (!isObject(body)) throw invalidField('body', SHAPE);
  if (!Array.isArray(body.records)) return [body];
  const records: unknown[] = body.records;
  if (records.length === 0) throw invalidField('records', 'Send at least one record');
  if (records.length > WEBHOOK_RECORDS_MAX) {
    throw tooLarge(
      'records',
      `At most ${WEBHOOK_RECORDS_MAX} records per delivery (${records.length} sent): split the batch`,
    );
  }
  return records.map((record, index) => {
    if (!isObject(record)) throw invalidField(`records.${index}`, 'Expected an object of values');
    return record;
  });
}
