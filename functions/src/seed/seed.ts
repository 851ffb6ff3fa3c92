import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../core/clock.js';
import type { Logger } from '../core/logger.js';
import { errorCodeOf } from '../core/error-codes.js';
import { logs } from '../core/logs.js';
import { createUsersRepository } from '../modules/users/users.repository.js';
import type { NewUser } from '../modules/users/users.repository.js';

export interface SeedAccount {
  readonly role: string;
  readonly email: string;
  readonly password: string;
}

export interface SeedResult {
  readonly created: boolean;
  readonly accounts: SeedAccount[];
}

export interface SeedDeps {
  readonly db: Firestore;
  readonly auth: Auth;
  readonly clock: Clock;
  readonly logger: Logger;
}

interface DemoAccount extends SeedAccount {
  readonly profile: NewUser;
}

// Demo credentials, printed by `npm start`. The seed refuses to run outside the emulators (see
// seed-cli.ts), so these never reach a real project. Later issues add a program, a manager and
// a contributor here.
const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'SUPER_ADMIN',
    email: 'admin@rainbow.local',
    password: 'RainbowAdmin1!',
    profile: {
      email: 'admin@rainbow.local',
      first_name: 'Ada',
      last_name: 'Admin',
      level: 'SUPER_ADMIN',
      status: 'ACTIVE',
      roles: [],
    },
  },
];

const SEED_MARKER = { collection: 'meta', id: 'seed' } as const;

/**
 * Creates the demo accounts once. A `meta/seed` document, written last, marks the seed as done:
 * later runs create nothing and return the same credentials. A run interrupted half-way is
 * simply finished by the next one (accounts are looked up before being created).
 */
export async function seedDemo(deps: SeedDeps): Promise<SeedResult> {
  const accounts = DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
  const marker = deps.db.collection(SEED_MARKER.collection).doc(SEED_MARKER.id);
  if ((await marker.get()).exists) {
    logs.seedCompleted(deps.logger, { created: false, accounts: accounts.length });
    return { created: false, accounts };
  }
  const users = createUsersRepository(deps.db);
  for (const account of DEMO_ACCOUNTS) {
    const uid = await ensureAuthAccount(deps.auth, account);
    await users.save(uid, account.profile, deps.clock.now());
  }
  await marker.set({ seeded_at: deps.clock.now(), accounts: accounts.map((a) => a.email) });
  logs.seedCompleted(deps.logger, { created: true, accounts: accounts.length });
  return { created: true, accounts };
}

async function ensureAuthAccount(auth: Auth, account: DemoAccount): Promise<string> {
  const displayName = `${account.profile.first_name} ${account.profile.last_name}`;
  try {
    const existing = await auth.getUserByEmail(account.email);
    // Reset what the printed credentials promise, in case the account was changed by hand.
    await auth.updateUser(existing.uid, { password: account.password, disabled: false });
    return existing.uid;
  } catch (error) {
    if (errorCodeOf(error) !== 'auth/user-not-found') throw error;
  }
  const created = await auth.createUser({
    email: account.email,
    password: account.password,
    displayName,
    emailVerified: true,
  });
  return created.uid;
}
