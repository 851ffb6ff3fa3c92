import { z } from 'zod';
import type { AppConfig } from '../../config.js';

export type SignInResult =
  | { readonly ok: true; readonly idToken: string; readonly uid: string }
  | { readonly ok: false; readonly reason: string; readonly status: number };

/** Password sign-in through Firebase Auth's REST API (Identity Toolkit). */
export interface IdentityToolkit {
  signInWithPassword(email: string, password: string): Promise<SignInResult>;
  /** Firebase Auth's password-reset e-mail, in `locale`; `reason` tells why it was not sent. */
  sendPasswordReset(
    email: string,
    locale: string,
  ): Promise<{ ok: true } | { ok: false; reason: string; status: number }>;
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
  const urlOf = (method: string) =>
    `${identityToolkitBaseUrl(config)}/accounts:${method}?key=${encodeURIComponent(config.webApiKey)}`;
  const post = async (method: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(urlOf(method), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { response, body: (await response.json().catch(() => null)) as unknown };
  };
  return {
    async signInWithPassword(email, password) {
      const { response, body } = await post('signInWithPassword', {
        email,
        password,
        returnSecureToken: true,
      });
      const success = successSchema.safeParse(body);
      if (response.ok && success.success) {
        return { ok: true, idToken: success.data.idToken, uid: success.data.localId };
      }
      return { ok: false, reason: reasonOf(body), status: response.status };
    },
    async sendPasswordReset(email, locale) {
      const { response, body } = await post(
        'sendOobCode',
        { requestType: 'PASSWORD_RESET', email },
        { 'X-Firebase-Locale': locale },
      );
      if (response.ok) return { ok: true };
      return { ok: false, reason: reasonOf(body), status: response.status };
    },
  };
}

/** Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : details". */
function reasonOf(body: unknown): string {
  const failure = failureSchema.safeParse(body);
  const reason = failure.success ? (failure.data.error.message.split(/[\s:]/)[0] ?? '') : '';
  return reason || 'UNKNOWN';
}
