import { inject } from 'vitest';
import type { MadeUser, UserSpec } from './factory.js';
import type { TestApi } from './test-api.js';

/** A user made by the factory, with a real ID token for it. */
export interface TestUser extends MadeUser {
  readonly token: string;
}

export type TestUserOptions = Omit<UserSpec, 'label'>;

/** An Auth emulator account, its `users/{uid}` document (through the factory), and a token. */
export async function createTestUser(
  api: TestApi,
  label: string,
  options: TestUserOptions = {},
): Promise<TestUser> {
  return signedIn(await api.factory.makeUser({ ...options, label }));
}

/** The user with an ID token, signed in as the web app signs in. */
export async function signedIn(user: MadeUser): Promise<TestUser> {
  return { ...user, token: await signInWithEmulator(user.email, user.password) };
}

/** Signs in through the Auth emulator's REST API, as the Firebase SDK in a browser would. */
export async function signInWithEmulator(email: string, password: string): Promise<string> {
  const url = `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
