import type { RecordField } from '@shared/contract/field.schema';
import type { FieldValue, RecordValues } from '@shared/contract/record-validation';
import type { OutboxEntry } from '@/lib/outbox/outbox-entry';

export type Side = 'mine' | 'theirs';

export interface ConflictRow {
  field: RecordField;
  mine: FieldValue | null;
  theirs: FieldValue | null;
  /** The user changed this field in their edit (else only the other person did). */
  changedByMe: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields on which the two versions differ, in the model's order. */
export function conflictRows(entry: OutboxEntry): ConflictRow[] {
  const theirs = entry.theirs?.fields ?? {};
  return entry.model.flatMap((field) => {
    const mine = entry.fields[field.variable] ?? null;
    const other = theirs[field.variable] ?? null;
    if (same(mine, other)) return [];
    const changedByMe = !entry.base || !same(mine, entry.base[field.variable]);
    return [{ field, mine, theirs: other, changedByMe }];
  });
}

/** A first choice per field: what the user changed stays theirs to keep, the rest the server's. */
export function defaultPicks(rows: readonly ConflictRow[]): Record<string, Side> {
  return Object.fromEntries(
    rows.map((row) => [row.field.variable, row.changedByMe ? 'mine' : 'theirs']),
  );
}

/** The values sent for a merge: each differing field from the side picked, the rest as they are. */
export function mergedFields(entry: OutboxEntry, picks: Record<string, Side>): RecordValues {
  const theirs = entry.theirs?.fields ?? {};
  return Object.fromEntries(
    Object.entries(entry.fields).map(([variable, value]) => [
      variable,
      picks[variable] === 'theirs' ? (theirs[variable] ?? null) : value,
    ]),
  );
}
