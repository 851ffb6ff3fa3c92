import { describe, expect, it } from 'vitest';
import type { Clock } from '../clock.js';
import { createBlobSigner } from './blob-signature.js';

function clockAt(seconds: number): Clock & { set(value: number): void } {
  let now = seconds;
  return { now: () => new Date(now * 1000), set: (value) => (now = value) };
}

describe('blob link signatures', () => {
  const clock = clockAt(1_000_000);
  const signer = createBlobSigner('a-secret-of-at-least-thirty-two-chars', clock);
  const expires = signer.expiryIn(60);
  const sig = signer.sign('programs/p1/logo.png', expires);

  it('accepts its own unexpired signature', () => {
    expect(expires).toBe(1_000_060);
    expect(signer.verify('programs/p1/logo.png', String(expires), sig)).toBe('VALID');
  });

  it('refuses another path, another expiry, a flipped character or missing parts', () => {
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify('programs/p2/logo.png', String(expires), sig)).toBe('INVALID');
    expect(signer.verify('programs/p1/logo.png', String(expires + 3600), sig)).toBe('INVALID');
    expect(signer.verify('programs/p1/logo.png', String(expires), flipped)).toBe('INVALID');
    expect(signer.verify('programs/p1/logo.png', String(expires), `${sig}x`)).toBe('INVALID');
    expect(signer.verify('programs/p1/logo.png', undefined, sig)).toBe('INVALID');
    expect(signer.verify('programs/p1/logo.png', String(expires), undefined)).toBe('INVALID');
    expect(signer.verify('programs/p1/logo.png', '1e9', sig)).toBe('INVALID');
  });

  it('refuses a signature made with another secret', () => {
    const other = createBlobSigner('another-secret-of-thirty-two-chars!', clock);
    expect(other.verify('programs/p1/logo.png', String(expires), sig)).toBe('INVALID');
  });

  it('refuses a genuine signature once expired', () => {
    clock.set(1_000_061);
    expect(signer.verify('programs/p1/logo.png', String(expires), sig)).toBe('EXPIRED');
  });
});
