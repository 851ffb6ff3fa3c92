import type { Value } from '../proto/firestore-types.js';

export const INT64_MAX = 9223372036854775807n;
export const INT64_MIN = -9223372036854775808n;

export function integerOf(value: Value): bigint {
  return BigInt(value.integerValue ?? 0);
}

/** Numeric value as a double (exact for integers within 2^53). */
export function numberOf(value: Value): number {
  if (value.integerValue !== undefined) return Number(value.integerValue);
  return value.doubleValue ?? 0;
}

function compareNumbersPlain(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares an int64 with a double exactly; NaN sorts below every number. */
function compareIntegerDouble(integer: bigint, double: number): number {
  if (Number.isNaN(double)) return 1;
  if (double === Infinity) return -1;
  if (double === -Infinity) return 1;
  const approx = Number(integer);
  if (approx !== double) return compareNumbersPlain(approx, double);
  // Equal as doubles: the double is integral, compare exactly.
  const exact = BigInt(double);
  return integer < exact ? -1 : integer > exact ? 1 : 0;
}

function compareDoubles(a: number, b: number): number {
  const aNaN = Number.isNaN(a);
  const bNaN = Number.isNaN(b);
  if (aNaN || bNaN) return aNaN && bNaN ? 0 : aNaN ? -1 : 1;
  return compareNumbersPlain(a, b);
}

export function compareNumberValues(a: Value, b: Value): number {
  const aInt = a.integerValue !== undefined;
  const bInt = b.integerValue !== undefined;
  if (aInt && bInt) {
    const x = Number(a.integerValue);
    const y = Number(b.integerValue);
    if (Number.isSafeInteger(x) && Number.isSafeInteger(y)) return compareNumbersPlain(x, y);
    const bx = integerOf(a);
    const by = integerOf(b);
    return bx < by ? -1 : bx > by ? 1 : 0;
  }
  if (aInt) return compareIntegerDouble(integerOf(a), b.doubleValue ?? 0);
  if (bInt) return -compareIntegerDouble(integerOf(b), a.doubleValue ?? 0);
  return compareDoubles(a.doubleValue ?? 0, b.doubleValue ?? 0);
}
