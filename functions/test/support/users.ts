import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createUsersRepository } from '../../src/modules/users/users.repository.js';
import type { RoleEntry, User } from '../../src/shared/contract/user.schema.js';
import type { TestApi } from './test-api.js';

export interface TestUser {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly token: string;
}

export interface TestUserOptions {
  readonly level?: User['level'];
  readonly status?: User['status'];
  readonly roles?: RoleEntry[];
  /** false: an Auth identity without a Rainbow account. */
  readonly withAccount?: boolean;
}

/** An Auth emulator account, its `users/{uid}` document, and a real ID token for it. */
export async function createTestUser(
  api: TestApi,
  label: string,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const email =
    `${label}.${api.prefix}.${randomBytes(3).toString('hex')}@test.rainbow.dev`.toLowerCase();
  const password = `Pw-${randomBytes(8).toString('hex')}`;
  const { uid } = await api.auth.createUser({ email, password });
  if (options.withAccount !== false) {
    await createUsersRepository(api.db).save(
      uid,
      {
        email,
        first_name: 'Test',
        last_name: label,
        level: options.level ?? 'REGULAR_USER',
        status: options.status ?? 'ACTIVE',
        roles: options.roles ?? [],
      },
      new Date(),
    );
  }
  return { uid, email, password, token: await signInWithEmulator(email, password) };
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
