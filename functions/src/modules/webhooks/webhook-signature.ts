import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A delivery proves it comes from someone holding the collect's secret: an HMAC-SHA256 of the
// exact bytes sent (the body cannot be changed in transit without the secret), or, for senders
// that cannot sign, the secret itself as a bearer token (TLS protects it on the way).

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;
const BEARER = /^Bearer\s+(\S+)\s*$/i;
const SECRET_PREFIX = 'whsec_';

/** 32 random bytes: as hard to guess as the HMAC key size. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** `sha256=<hex>`: what a sender puts in X-Rainbow-Signature. */
export function signatureOf(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export interface DeliveryCredentials {
  /** X-Rainbow-Signature, as sent. */
  readonly signature: string | undefined;
  /** Authorization, as sent. */
  readonly authorization: string | undefined;
}

export type SignatureCheck =
  | { readonly ok: true; readonly method: 'HMAC' | 'BEARER' }
  | { readonly ok: false; readonly reason: string };

/**
 * Checks a delivery against the secret. Both comparisons run in constant time over equal-length
 * digests, so the time taken says nothing about how much of a guess was right.
 */
export function checkDelivery(
  secret: string,
  body: Buffer,
  credentials: DeliveryCredentials,
): SignatureCheck {
  if (credentials.signature !== undefined) {
    const sent = SIGNATURE.exec(credentials.signature.trim())?.[1];
    if (!sent) {
      return { ok: false, reason: 'X-Rainbow-Signature must be sha256=<64 hex digits>' };
    }
    const expected = createHmac('sha256', secret).update(body).digest();
    return timingSafeEqual(expected, Buffer.from(sent, 'hex'))
      ? { ok: true, method: 'HMAC' }
      : { ok: false, reason: 'The signature does not match the body and the secret' };
  }
  const bearer = credentials.authorization
    ? BEARER.exec(credentials.authorization)?.[1]
    : undefined;
  if (bearer === undefined) {
    return {
      ok: false,
      reason: 'Sign the body (X-Rainbow-Signature) or send Authorization: Bearer <secret>',
    };
  }
  // Digests have one length whatever was sent: comparing them leaks neither length nor content.
  return timingSafeEqual(digest(bearer), digest(secret))
    ? { ok: true, method: 'BEARER' }
    : { ok: false, reason: 'The bearer secret is not this webhook’s secret' };
}

function digest(text: string): Buffer {
  return createHmac('sha256', 'rainbow-webhook-bearer').update(text).digest();
}
