import { describe, expect, it } from 'vitest';
import { invitationCodeSchema } from '../shared/contract/registration.schema.js';
import {
  codeMatches,
  hashInvitationCode,
  newInvitationCode,
  registrationLink,
} from './invitation-code.js';

describe('invitation codes', () => {
  it('are 32 random bytes in base64url, accepted by the contract', () => {
    const codes = new Set(Array.from({ length: 50 }, newInvitationCode));
    expect(codes.size).toBe(50);
    for (const code of codes) {
      expect(Buffer.from(code, 'base64url')).toHaveLength(32);
      expect(invitationCodeSchema.safeParse(code).success).toBe(true);
    }
  });

  it('are stored as a SHA-256 hash and compared with it', () => {
    const code = newInvitationCode();
    const hash = hashInvitationCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code);
    expect(codeMatches(code, hash)).toBe(true);
    expect(codeMatches(newInvitationCode(), hash)).toBe(false);
    expect(codeMatches(code, 'not-a-hash')).toBe(false);
  });

  it('link to the registration route, under /fr in French', () => {
    expect(registrationLink('https://app.example', 'en', 'inv1', 'abc-_')).toBe(
      'https://app.example/registration/inv1?code=abc-_',
    );
    expect(registrationLink('https://app.example', 'fr', 'inv1', 'abc')).toBe(
      'https://app.example/fr/registration/inv1?code=abc',
    );
  });
});
