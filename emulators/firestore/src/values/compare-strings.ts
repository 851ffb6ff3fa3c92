/**
 * Firestore orders strings by their UTF-8 bytes, which is code point order.
 * JavaScript compares UTF-16 code units, which differs once a surrogate pair
 * meets a BMP character above U+E000; this handles that case.
 */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    const aSurrogate = ca >= 0xd800 && ca <= 0xdfff;
    const bSurrogate = cb >= 0xd800 && cb <= 0xdfff;
    if (aSurrogate === bSurrogate) return ca < cb ? -1 : 1;
    // A surrogate encodes a code point above U+FFFF, greater than any BMP one.
    return aSurrogate ? 1 : -1;
  }
  return a.length - b.length < 0 ? -1 : a.length === b.length ? 0 : 1;
}

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
