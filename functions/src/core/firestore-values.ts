import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, DocumentReference, WithFieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';

/** Dates are written as JS Dates and read back as Timestamps. */
export const storedDateSchema = z.instanceof(Timestamp).transform((value) => value.toDate());

/**
 * What a transaction and a write batch have in common, so that one helper can add its writes
 * (an activity entry, a member's projection) to either.
 */
export interface DocumentWriter {
  set(ref: DocumentReference, data: WithFieldValue<DocumentData>): unknown;
  set(
    ref: DocumentReference,
    data: WithFieldValue<DocumentData>,
    options: { merge: true },
  ): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** Firestore's `in` and `array-contains-any` accept at most 30 values. */
export const IN_QUERY_LIMIT = 30;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
