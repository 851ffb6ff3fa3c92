import { isApiError, NETWORK_ERROR } from '@/lib/api-error';
import type { AuthService } from '@/lib/auth/auth-service';

/**
 * - `usable`: a fresh ID token is at hand, calls may be sent;
 * - `offline`: the user is signed in on this device but the token cannot be renewed for want of
 *   a network: wait for the connection, keep everything;
 * - `sign-in-needed`: nobody is signed in, or the session was ended (revoked, disabled): ask the
 *   user to sign in again before sending, keep everything meanwhile.
 */
export type SessionUsability = 'usable' | 'offline' | 'sign-in-needed';

/**
 * Whether queued work may be sent now. Firebase keeps the signed-in user in IndexedDB across
 * reloads and gaps; only the hourly ID token needs the network, and its renewal failing offline
 * is not the end of the session (firebase-auth-sdk.ts turns it into NETWORK_ERROR).
 */
export async function sessionUsability(
  auth: Pick<AuthService, 'ready' | 'isSignedIn' | 'getToken'>,
): Promise<SessionUsability> {
  await auth.ready();
  if (!auth.isSignedIn()) return 'sign-in-needed';
  try {
    return (await auth.getToken()) ? 'usable' : 'sign-in-needed';
  } catch (error) {
    if (isApiError(error) && error.code === NETWORK_ERROR) return 'offline';
    if (isApiError(error)) return 'sign-in-needed';
    throw error;
  }
}
