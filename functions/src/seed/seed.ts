import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../core/clock.js';
import type { IndexAdmin } from '../core/indexes/index-admin.js';
import type { Logger } from '../core/logger.js';
import { errorCodeOf } from '../core/error-codes.js';
import { logs } from '../core/logs.js';
import { personRefOf } from '../core/person-ref.js';
import type { NewUser } from '../db/user-document.js';
import { createProgramsRepository } from '../modules/programs/programs.repository.js';
import { createUsersRepository } from '../modules/users/users.repository.js';
import { ensureDemoModels } from './seed-models.js';
import { BENEFICIARIES, ensureDemoCollects } from './seed-collects.js';
import { ensureDemoFollowUp } from './seed-follow-up.js';
import type { DemoPeople } from './seed-follow-up.js';
import { DEMO_PROGRAM_NAME, ensureDemoGroup, ensureDemoProgram } from './seed-program.js';
import { ensureDemoRules } from './seed-rules.js';

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
  /** The Firestore Admin API, for the demo collects' grid indexes (none: not created). */
  readonly indexes?: IndexAdmin | undefined;
}

interface DemoAccount extends SeedAccount {
  /** The profile, given the demo program's id (roles point into it). */
  readonly profile: (programId: string) => NewUser;
}

const person = (email: string, first_name: string, last_name: string) => ({
  email,
  first_name,
  last_name,
  level: 'REGULAR_USER' as const,
  status: 'ACTIVE' as const,
});

// Demo credentials, printed by `npm start`. The seed refuses to run outside the emulators (see
// seed-cli.ts), so these never reach a real project.
const ADMIN: DemoAccount = {
  role: 'SUPER_ADMIN',
  email: 'admin@rainbow.local',
  password: 'RainbowAdmin1!',
  profile: () => ({
    ...person('admin@rainbow.local', 'Ada', 'Admin'),
    level: 'SUPER_ADMIN',
    roles: [],
  }),
};
const MANAGER: DemoAccount = {
  role: 'PROGRAM_MANAGER',
  email: 'manager@rainbow.local',
  password: 'RainbowManager1!',
  profile: (programId) => ({
    ...person('manager@rainbow.local', 'Maya', 'Manager'),
    roles: [{ program_id: programId, role: 'PROGRAM_MANAGER' }],
  }),
};
const CONTRIBUTOR: DemoAccount = {
  role: 'COLLECT_SINGLE_CONTRIBUTOR',
  email: 'contributor@rainbow.local',
  password: 'RainbowContrib1!',
  profile: (programId) => ({
    ...person('contributor@rainbow.local', 'Colin', 'Contributor'),
    roles: [
      { program_id: programId, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: BENEFICIARIES.id },
    ],
  }),
};
const DEMO_ACCOUNTS: readonly DemoAccount[] = [ADMIN, MANAGER, CONTRIBUTOR];

const SEED_MARKER = { collection: 'meta', id: 'seed' } as const;

/**
 * Creates the demo once: a super admin, the program "Rainbow Demo" with a manager, a
 * contributor (of its Beneficiaries collect, where their group's access rule shows one region),
 * a user group and its activity log, two data
 * models (a beneficiary registration and a site visit) and a collect on each with 5,000
 * records in all, and what follows the program (seed-follow-up.ts: a report, milestones, an
 * expected action, a reminder). A `meta/seed`
 * document, written last, marks the seed as done: later runs create nothing and return the
 * same credentials. A run interrupted half-way is finished by the next one (accounts, program
 * and group are looked up before being created).
 */
export async function seedDemo(deps: SeedDeps): Promise<SeedResult> {
  const accounts = DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
  const marker = deps.db.collection(SEED_MARKER.collection).doc(SEED_MARKER.id);
  const done = await marker.get();
  if (done.exists) {
    await restoreLostAccounts(deps.auth, done.get('account_uids'));
    if (done.get('records_seeded') !== true) await addDemoCollects(deps, done.get('account_uids'));
    if (done.get('rules_seeded') !== true) await addDemoRules(deps, done.get('account_uids'));
    if (done.get('follow_up_seeded') !== true) {
      await addDemoFollowUp(deps, done.get('account_uids'));
    }
    logs.seedCompleted(deps.logger, { created: false, accounts: accounts.length });
    return { created: false, accounts };
  }
  const users = createUsersRepository(deps.db);
  const save = async (account: DemoAccount, programId: string) => {
    const profile = account.profile(programId);
    const uid = await ensureAuthAccount(deps.auth, account, profile);
    await users.save(uid, profile, deps.clock.now());
    return uid;
  };
  const adminUid = await save(ADMIN, '');
  const admin = personRefOf({ _id: adminUid, ...ADMIN.profile('') });
  const programId = await ensureDemoProgram(deps.db, deps.clock, admin);
  const managerUid = await save(MANAGER, programId);
  const contributorUid = await save(CONTRIBUTOR, programId);
  await ensureDemoGroup(deps.db, deps.clock, programId, admin, [contributorUid]);
  await seedCollects(deps, programId, { manager: managerUid, contributor: contributorUid });
  await ensureDemoRules(deps, programId, admin);
  await ensureDemoFollowUp(
    deps,
    programId,
    demoPeople(programId, { manager: managerUid, contributor: contributorUid }),
  );
  await marker.set({
    records_seeded: true,
    rules_seeded: true,
    follow_up_seeded: true,
    seeded_at: deps.clock.now(),
    accounts: accounts.map((a) => a.email),
    account_uids: {
      [ADMIN.email]: adminUid,
      [MANAGER.email]: managerUid,
      [CONTRIBUTOR.email]: contributorUid,
    },
  });
  logs.seedCompleted(deps.logger, { created: true, accounts: accounts.length });
  return { created: true, accounts };
}

/** The demo models, then the collects and records built on them (entered by the demo members). */
async function seedCollects(
  deps: SeedDeps,
  programId: string,
  uids: { readonly manager: string; readonly contributor: string },
): Promise<void> {
  const [beneficiary, siteVisit] = await ensureDemoModels(deps.db, deps.clock);
  if (!beneficiary || !siteVisit) throw new Error('The demo models are missing');
  const authors = [
    personRefOf({ _id: uids.manager, ...MANAGER.profile(programId) }),
    personRefOf({ _id: uids.contributor, ...CONTRIBUTOR.profile(programId) }),
  ];
  const started = Date.now();
  const records = await ensureDemoCollects(deps, programId, { beneficiary, siteVisit }, authors);
  logs.seedRecordsWritten(deps.logger, { records, ms: Date.now() - started });
}

/**
 * A data folder seeded before collects had records (its `meta/seed` lacks `records_seeded`)
 * gets them on the next start, so that existing installs see the grid too.
 */
async function addDemoCollects(deps: SeedDeps, uids: unknown): Promise<void> {
  const programId = await createProgramsRepository(deps.db).findIdByName(DEMO_PROGRAM_NAME);
  const known = typeof uids === 'object' && uids !== null ? (uids as Record<string, unknown>) : {};
  const manager = known[MANAGER.email];
  const contributor = known[CONTRIBUTOR.email];
  if (!programId || typeof manager !== 'string' || typeof contributor !== 'string') return;
  await seedCollects(deps, programId, { manager, contributor });
  await deps.db
    .collection(SEED_MARKER.collection)
    .doc(SEED_MARKER.id)
    .update({ records_seeded: true });
}

/** A data folder seeded before attribution rules gets the demo contributor's on next start. */
async function addDemoRules(deps: SeedDeps, uids: unknown): Promise<void> {
  const programId = await createProgramsRepository(deps.db).findIdByName(DEMO_PROGRAM_NAME);
  const known = typeof uids === 'object' && uids !== null ? (uids as Record<string, unknown>) : {};
  const adminUid = known[ADMIN.email];
  if (!programId || typeof adminUid !== 'string') return;
  await ensureDemoRules(deps, programId, personRefOf({ _id: adminUid, ...ADMIN.profile('') }));
  await deps.db
    .collection(SEED_MARKER.collection)
    .doc(SEED_MARKER.id)
    .update({ rules_seeded: true });
}

/** The demo members as the log names them. */
function demoPeople(
  programId: string,
  uids: { readonly manager: string; readonly contributor: string },
): DemoPeople {
  return {
    manager: personRefOf({ _id: uids.manager, ...MANAGER.profile(programId) }),
    contributor: personRefOf({ _id: uids.contributor, ...CONTRIBUTOR.profile(programId) }),
  };
}

/**
 * A data folder seeded before reports and milestones existed gets the demo's report,
 * milestones, expected action and reminder on next start.
 */
async function addDemoFollowUp(deps: SeedDeps, uids: unknown): Promise<void> {
  const programId = await createProgramsRepository(deps.db).findIdByName(DEMO_PROGRAM_NAME);
  const known = typeof uids === 'object' && uids !== null ? (uids as Record<string, unknown>) : {};
  const manager = known[MANAGER.email];
  const contributor = known[CONTRIBUTOR.email];
  if (!programId || typeof manager !== 'string' || typeof contributor !== 'string') return;
  await ensureDemoFollowUp(deps, programId, demoPeople(programId, { manager, contributor }));
  await deps.db
    .collection(SEED_MARKER.collection)
    .doc(SEED_MARKER.id)
    .update({ follow_up_seeded: true });
}

async function ensureAuthAccount(
  auth: Auth,
  account: DemoAccount,
  profile: NewUser,
): Promise<string> {
  const displayName = `${profile.first_name} ${profile.last_name}`;
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

/**
 * Auth accounts live in the Auth emulator's export, Firestore documents in another store: a
 * process killed before the export was written leaves user documents whose sign-in is gone.
 * Recreate such accounts under their old uid so the printed credentials keep working.
 */
async function restoreLostAccounts(auth: Auth, uids: unknown): Promise<void> {
  if (typeof uids !== 'object' || uids === null) return;
  for (const account of DEMO_ACCOUNTS) {
    const uid: unknown = (uids as Record<string, unknown>)[account.email];
    if (typeof uid !== 'string') continue;
    try {
      await auth.getUser(uid);
    } catch (error) {
      if (errorCodeOf(error) !== 'auth/user-not-found') throw error;
      const profile = account.profile('');
      await auth.createUser({
        uid,
        email: account.email,
        password: account.password,
        displayName: `${profile.first_name} ${profile.last_name}`,
        emailVerified: true,
      });
    }
  }
}
