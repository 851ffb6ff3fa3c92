import { KeyWriter } from '../values/key-writer.js';

const NUMERIC_ID = /^__id(-?\d{1,19})__$/;
const INT64_MIN = -9223372036854775808n;
const INT64_MAX = 9223372036854775807n;

/** `__id<n>__` segments hold numeric ids, which Firestore sorts before string ids. */
function numericId(segment: string): bigint | undefined {
  const match = NUMERIC_ID.exec(segment);
  if (!match?.[1]) return undefined;
  const value = BigInt(match[1]);
  return value >= INT64_MIN && value <= INT64_MAX ? value : undefined;
}

export function writeSegment(writer: KeyWriter, segment: string): void {
  const numeric = numericId(segment);
  if (numeric === undefined) {
    writer.byte(0x02);
    writer.string(segment);
  } else {
    writer.byte(0x01);
    writer.int64(numeric);
  }
}

/** Reused between calls (keys are copied out). */
const scratch = new KeyWriter(256);

/** Order-preserving key of a path: segment by segment, shorter prefixes first. */
export function pathKey(segments: readonly string[]): Buffer {
  for (const segment of segments) writeSegment(scratch, segment);
  return scratch.finish();
}

export function compareSegments(a: string, b: string): number {
  return Buffer.compare(pathKey([a]), pathKey([b]));
}
