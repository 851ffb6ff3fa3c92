import type { Timestamp } from '../proto/firestore-types.js';

/** Microseconds since the epoch; Firestore keeps microsecond precision. */
export type Micros = number;

export function timestampFromMicros(micros: Micros): Timestamp {
  const seconds = Math.floor(micros / 1_000_000);
  const nanos = (micros - seconds * 1_000_000) * 1000;
  return { seconds: String(seconds), nanos };
}

export function microsFromTimestamp(timestamp: Timestamp): Micros {
  const seconds = Number(timestamp.seconds ?? 0);
  return seconds * 1_000_000 + Math.floor((timestamp.nanos ?? 0) / 1000);
}

export function compareTimestamps(a: Timestamp, b: Timestamp): number {
  const sa = Number(a.seconds ?? 0);
  const sb = Number(b.seconds ?? 0);
  if (sa !== sb) return sa < sb ? -1 : 1;
  const na = a.nanos ?? 0;
  const nb = b.nanos ?? 0;
  return na === nb ? 0 : na < nb ? -1 : 1;
}
