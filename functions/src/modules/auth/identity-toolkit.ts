import { z } from 'zod';
import type { AppConfig } from '../../config.js';

export type SignInResult =
  | { readonly ok: true; readonly idToken: string; readonly uid: string }
  | { readonly ok: false; readonly reason: string; readonly status: number };

/** Password sign-in through Firebase Auth's REST API (Identity Toolkit). */
export interface IdentityToolkit {
  signInWithPassword(email: string, password: string): Promise<SignInResult>;
}

const successSchema = z.object({ idToken: z.string(), localId: z.string() });
const failureSchema = z.object({ error: z.object({ message: z.string() }) });

/** In the emulator the same API is served at http://<host>/identitytoolkit.googleapis.com. */
export function identityToolkitBaseUrl(config: AppConfig): string {
  return config.authEmulatorHost
    ? `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
}

export function createIdentityToolkit(config: AppConfig): IdentityToolkit {
  const url = `${identityToolkitBaseUrl(config)}/accounts:signInWithPassword?key=${encodeURIComponent(config.webApiKey)}`;
  return {
    async signInWithPassword(email, password) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
        signal: AbortSignal.timeout(10_000),
      });
      const body: unknown = await response.json().catch(() => null);
      const success = successSchema.safeParse(body);
      if (response.ok && success.success) {
        return { ok: true, idToken: success.data.idToken, uid: success.data.localId };
      }
      const failure = failureSchema.safeParse(body);
      // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : details".
      const reason = failure.success ? (failure.data.error.message.split(/[\s:]/)[0] ?? '') : '';
      return { ok: false, reason: reason || 'UNKNOWN', status: response.status };
    },
  };
}
