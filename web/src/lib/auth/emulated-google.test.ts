import { describe, expect, it } from 'vitest';
import { emulatedGoogleIdToken } from './emulated-google';

describe('emulatedGoogleIdToken', () => {
  it('gives the claims the Auth emulator reads, with a stable subject per address', () => {
    const token = emulatedGoogleIdToken({ email: ' Ana@Example.org ', name: 'Ana Lima ' });
    expect(JSON.parse(token)).toEqual({
      sub: 'emulated-ana-example-org',
      email: 'ana@example.org',
      email_verified: true,
      name: 'Ana Lima',
    });
    expect(emulatedGoogleIdToken({ email: 'ana@example.org', name: 'Other' })).toContain(
      '"sub":"emulated-ana-example-org"',
    );
  });
});
