import { describe, expect, it } from 'vitest';
import { checkDelivery, newWebhookSecret, signatureOf } from './webhook-signature.js';

const secret = newWebhookSecret();
const body = Buffer.from('{"name":"Ada"}');

describe('webhook signature', () => {
  it('accepts the HMAC of the exact body, in any hex case', () => {
    const signature = signatureOf(secret, body);
    expect(checkDelivery(secret, body, { signature, authorization: undefined })).toEqual({
      ok: true,
      method: 'HMAC',
    });
    const upper = `sha256=${signature.slice(7).toUpperCase()}`;
    expect(checkDelivery(secret, body, { signature: upper, authorization: undefined }).ok).toBe(
      true,
    );
  });

  it('refuses a body changed by one byte, another secret, or a malformed header', () => {
    const signature = signatureOf(secret, body);
    const changed = Buffer.from('{"name":"Adb"}');
    expect(checkDelivery(secret, changed, { signature, authorization: undefined }).ok).toBe(false);
    const other = signatureOf(newWebhookSecret(), body);
    expect(checkDelivery(secret, body, { signature: other, authorization: undefined }).ok).toBe(
      false,
    );
    const short = checkDelivery(secret, body, {
      signature: 'sha256=abc',
      authorization: undefined,
    });
    expect(short).toMatchObject({ ok: false, reason: expect.stringContaining('64 hex') });
  });

  it('accepts the secret as a bearer token, and nothing else', () => {
    const ok = checkDelivery(secret, body, {
      signature: undefined,
      authorization: `Bearer ${secret}`,
    });
    expect(ok).toEqual({ ok: true, method: 'BEARER' });
    for (const authorization of [`Bearer ${secret}x`, `Basic ${secret}`, 'Bearer ', undefined]) {
      expect(checkDelivery(secret, body, { signature: undefined, authorization }).ok).toBe(false);
    }
  });

  it('makes a different secret each time', () => {
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
    expect(newWebhookSecret()).toMatch(/^whsec_[\w-]{43}$/);
  });
});
