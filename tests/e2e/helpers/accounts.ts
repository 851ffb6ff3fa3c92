import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createTestFactory } from '../../../functions/test/support/factory.js';
import type { MadeUser, TestFactory } from '../../../functions/test/support/factory.js';
import type { StackContext } from '../../support/stack-context.js';

export type ProgramRole =
  'PROGRAM_MANAGER' | 'COLLECT_SINGLE_CONTRIBUTOR' | 'COLLECT_BULK_CONTRIBUTOR';

export type TestUser = Pick<MadeUser, 'uid' | 'email' | 'password'>;

/**
 * Accounts for browser tests, made by the test factory (the api's own repositories) against the
 * stack's emulators: an Auth identity, its `users/{uid}` document with keywords, and a member
 * document in each program of its roles, exactly as the api stores them. These tests drive the
 * browser as a black box; their accounts were always prepared with the Admin SDK, quicker than
 * an invitation and its registration when a test is about something else, and stay so.
 * Programs, on the other hand, are created through the api (helpers/programs.ts).
 */
export class TestAccounts {
  private readonly app: App;
  private readonly factory: TestFactory;

  constructor(context: StackContext) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = context.authEmulatorHost;
    process.env.FIRESTORE_EMULATOR_HOST = context.firestoreEmulatorHost;
    this.app = initializeApp({ projectId: context.projectId }, `e2e-${randomUUID()}`);
    this.factory = createTestFactory({
      db: getFirestore(this.app),
      auth: getAuth(this.app),
      prefix: 'e2e',
      emailDomain: 'rainbow.test',
    });
  }

  createUser(
    firstName: string,
    roles: { program_id: string; role: ProgramRole; collect_id?: string }[],
  ): Promise<TestUser> {
    return this.factory.makeUser({
      label: firstName.toLowerCase(),
      firstName,
      lastName: 'Tester',
      roles,
    });
  }

  /** As the admin screens change it: the member documents follow. */
  async setStatus(uid: string, status: 'ACTIVE' | 'DISABLED'): Promise<void> {
    await this.factory.updateUser(uid, { status });
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}
