import { inject } from 'vitest';

// What anyone holding the public Web API key can do with Firebase Auth's REST API, here against
// the Auth emulator: the moves of someone who signs an address up before its invitee does.

interface IdentityAnswer {
  readonly idToken?: string;
  readonly refreshToken?: string;
  readonly localId?: string;
  readonly error?: { readonly message: string };
}

async function post(service: string, method: string, body: Record<string, unknown>) {
  const url = `http://${inject('authEmulatorHost')}/${service}/v1/${method}?key=public-web-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as IdentityAnswer };
}

function signedIn(answer: { status: number; body: IdentityAnswer }, what: string) {
  const { idToken, refreshToken, localId } = answer.body;
  if (!idToken || !refreshToken || !localId) {
    throw new Error(`${what} failed: ${JSON.stringify(answer.body)}`);
  }
  return { idToken, refreshToken, uid: localId };
}

export type RestSession = ReturnType<typeof signedIn>;

/** accounts:signUp, as the Firebase SDK's createUserWithEmailAndPassword calls it. */
export async function restSignUp(email: string, password: string): Promise<RestSession> {
  return signedIn(
    await post('identitytoolkit.googleapis.com', 'accounts:signUp', {
      email,
      password,
      returnSecureToken: true,
    }),
    `Sign-up of ${email}`,
  );
}

/** The Auth emulator takes an unsigned Google ID token: its claims as JSON. */
function googlePostBody(googleEmail: string): string {
  const claims = { sub: `google-${googleEmail}`, email: googleEmail, email_verified: true };
  return `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`;
}

/** accounts:signInWithIdp with the session's idToken: links a Google account to it. */
export async function restLinkGoogle(session: RestSession, googleEmail: string) {
  return signedIn(
    await post('identitytoolkit.googleapis.com', 'accounts:signInWithIdp', {
      idToken: session.idToken,
      postBody: googlePostBody(googleEmail),
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
    `Linking Google account ${googleEmail}`,
  );
}

/** Signing in with a Google account, without a session: answers the uid it lands in. */
export async function restSignInWithGoogle(googleEmail: string): Promise<RestSession> {
  return signedIn(
    await post('identitytoolkit.googleapis.com', 'accounts:signInWithIdp', {
      postBody: googlePostBody(googleEmail),
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
    `Google sign-in of ${googleEmail}`,
  );
}

/** A new ID token from a refresh token (securetoken's token endpoint); the HTTP status. */
export async function restRefresh(refreshToken: string): Promise<number> {
  const answer = await post('securetoken.googleapis.com', 'token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
  return answer.status;
}

/** accounts:signInWithPassword; the HTTP status (200 when the password works). */
export async function restSignInStatus(email: string, password: string): Promise<number> {
  const answer = await post('identitytoolkit.googleapis.com', 'accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return answer.status;
}
