import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { api } from '../../support/api-client.js';
import type { StackContext } from '../../support/stack-context.js';

export type ProgramRole =
  'PROGRAM_MANAGER' | 'COLLECT_SINGLE_CONTRIBUTOR' | 'COLLECT_BULK_CONTRIBUTOR';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

/**
 * Prepares accounts the way the API stores them (an Auth identity and a `users/{uid}`
 * document), quicker than an invitation and its registration when a test is about something
 * else.
 */
export class TestAccounts {
  private readonly app: App;

  constructor(context: StackContext) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = context.authEmulatorHost;
    process.env.FIRESTORE_EMULATOR_HOST = context.firestoreEmulatorHost;
    this.app = initializeApp({ projectId: context.projectId }, `e2e-${randomUUID()}`);
  }

  async createUser(
    firstName: string,
    roles: { program_id: string; role: ProgramRole; collect_id?: string }[],
  ): Promise<TestUser> {
    const email = `e2e-${randomUUID().slice(0, 8)}@rainbow.test`;
    const password = `Pw-${randomUUID()}`;
    const { uid } = await getAuth(this.app).createUser({ email, password });
    const now = new Date();
    await getFirestore(this.app)
      .collection('users')
      .doc(uid)
      .set({
        email,
        first_name: firstName,
        last_name: 'Tester',
        level: 'REGULAR_USER',
        status: 'ACTIVE',
        roles,
        program_ids: [...new Set(roles.map((role) => role.program_id))].sort(),
        created_at: now,
        updated_at: now,
      });
    return { uid, email, password };
  }

  /**
   * A user whose roles the API itself granted (PUT /api/admin/update_user_role), so that the
   * program's member list, its search and its groups know them like any member.
   */
  async createMember(
    firstName: string,
    roles: { program_id: string; role: ProgramRole; collect_id?: string }[],
    adminToken: string,
  ): Promise<TestUser> {
    const user = await this.createUser(firstName, []);
    const answer = await api('/api/admin/update_user_role', {
      method: 'PUT',
      token: adminToken,
      json: { user_id: user.uid, roles },
    });
    if (answer.status !== 200) {
      throw new Error(`Granting roles failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return user;
  }

  async setStatus(uid: string, status: 'ACTIVE' | 'DISABLED'): Promise<void> {
    await getFirestore(this.app)
      .collection('users')
      .doc(uid)
      .update({ status, updated_at: new Date() });
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}
