import { createMemoryLogger } from '../../src/core/logger.js';
import { createInProcessQueue } from '../../src/core/queue/task-queue.js';
import { createRecordAccessRepository } from '../../src/modules/record-access/record-access.repository.js';
import {
  APPLY_RULES_QUEUE,
  applyRulesHandler,
  createRecordAccessService,
} from '../../src/modules/record-access/record-access.service.js';
import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../../src/core/clock.js';
import { systemClock } from '../../src/core/clock.js';
import type { CurrentUser } from '../../src/http/request-context.js';
import { personRefOf } from '../../src/core/person-ref.js';
import { createCollectsRepository } from '../../src/modules/collects/collects.repository.js';
import { createProgramsRepository } from '../../src/modules/programs/programs.repository.js';
import { createUserGroupsRepository } from '../../src/modules/user-groups/user-groups.repository.js';
import { createUserGroupsService } from '../../src/modules/user-groups/user-groups.service.js';
import { createUsersRepository } from '../../src/modules/users/users.repository.js';
import type { PersonRef } from '../../src/shared/contract/invitation.schema.js';
import { createUserGroupRequestSchema } from '../../src/shared/contract/user-group.schema.js';
import type { UserGroup } from '../../src/shared/contract/user-group.schema.js';
import type { RoleEntry, User } from '../../src/shared/contract/user.schema.js';

// The one way tests make users, programs, members, groups and collects: through the real
// repositories and services, so that keywords, member projections, name reservations and log
// entries are exactly what production writes. Used by the integration tests (functions/test),
// the browser tests (against the stack's emulators) and the security-rules tests (against
// Google's emulator). It knows nothing of vitest, so every one of them can import it.

export interface FactoryDeps {
  readonly db: Firestore;
  /** Absent where no Auth emulator runs (the rules tests): users then need a `uid`. */
  readonly auth?: Auth | undefined;
  readonly clock?: Clock | undefined;
  /** In every generated address, so that callers sharing one Auth emulator never collide. */
  readonly prefix: string;
  readonly emailDomain?: string | undefined;
}

export interface UserSpec {
  /** Used in the generated e-mail address, and as last name unless one is given. */
  readonly label?: string | undefined;
  /** A fixed id; required without Auth, where no identity hands one out. */
  readonly uid?: string | undefined;
  readonly email?: string | undefined;
  readonly password?: string | undefined;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly level?: User['level'] | undefined;
  readonly status?: User['status'] | undefined;
  readonly roles?: readonly RoleEntry[] | undefined;
  /** false: an Auth identity without a Rainbow account. */
  readonly withAccount?: boolean | undefined;
}

export interface MadeUser {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  /** What `users/{uid}` holds; null for an identity without a Rainbow account. */
  readonly account: User | null;
}

export interface MemberSpec extends Omit<UserSpec, 'roles'> {
  readonly role?: RoleEntry['role'] | undefined;
  readonly collectId?: string | undefined;
}

export interface ProgramSpec {
  readonly name: string;
  /** A fixed id (the rules tests name their programs); a fresh one otherwise. */
  readonly id?: string | undefined;
  readonly description?: string | undefined;
  /** The creator, as the log shows them: a super administrator in production. */
  readonly by: MadeUser;
}

export interface GroupSpec {
  readonly name: string | { readonly en: string; readonly fr?: string };
  readonly parentId?: string | null | undefined;
  readonly memberIds?: readonly string[] | undefined;
  /** An administrator or a manager of the program: the service checks it. */
  readonly by: MadeUser;
}

export interface CollectSpec {
  readonly title: string;
  readonly id?: string | undefined;
  /** The data model the collect is built on. */
  readonly modelId?: string | undefined;
}

export interface TestFactory {
  makeUser(spec?: UserSpec): Promise<MadeUser>;
  /** A user holding one role in the program (PROGRAM_MANAGER unless said). */
  makeMember(programId: string, spec?: MemberSpec): Promise<MadeUser>;
  makeProgram(spec: ProgramSpec): Promise<{ readonly id: string; readonly name: string }>;
  makeGroup(programId: string, spec: GroupSpec): Promise<UserGroup>;
  makeCollect(programId: string, spec: CollectSpec): Promise<string>;
  /** Changes an existing user as the admin screens do: projections and groups follow. */
  updateUser(uid: string, change: Partial<Pick<User, 'level' | 'status' | 'roles'>>): Promise<User>;
}

// The author of changes made by the factory itself (never written: it logs no activity).
const FACTORY: PersonRef = { _id: 'test-factory', name: 'Test factory', email: 'factory@test' };

export function createTestFactory(deps: FactoryDeps): TestFactory {
  const { db, auth, prefix } = deps;
  const clock = deps.clock ?? systemClock;
  const users = createUsersRepository(db);
  const programs = createProgramsRepository(db);
  const collects = createCollectsRepository(db);
  const recordAccess = createRecordAccessService({
    access: createRecordAccessRepository(db, { throttle: false }),
    // Only rule applies: the factory starts no other task.
    queue: createInProcessQueue(
      {
        [APPLY_RULES_QUEUE]: applyRulesHandler({
          access: createRecordAccessRepository(db, { throttle: false }),
          clock,
          logger: createMemoryLogger(),
        }),
      },
      createMemoryLogger(),
    ),
    clock,
    logger: createMemoryLogger(),
  });
  // Groups made here give access through attribution rules as the api's would.
  const groups = createUserGroupsService({
    groups: createUserGroupsRepository(db),
    groupsChanged: recordAccess.groupsChanged,
    clock,
  });
  const domain = deps.emailDomain ?? 'test.rainbow.dev';
  const random = () => randomBytes(3).toString('hex');

  const accountOf = (user: MadeUser): User => {
    if (!user.account) throw new Error(`${user.email} has no Rainbow account`);
    return user.account;
  };
  const currentUserOf = (user: MadeUser): CurrentUser => {
    const account = accountOf(user);
    return { uid: account._id, level: account.level, roles: account.roles, user: account };
  };

  const factory: TestFactory = {
    async makeUser(spec = {}) {
      const label = spec.label ?? 'user';
      const email = (spec.email ?? `${label}.${prefix}.${random()}@${domain}`).toLowerCase();
      const password = spec.password ?? `Pw-${randomBytes(8).toString('hex')}`;
      const uid = await identityFor(auth, spec.uid, email, password);
      if (spec.withAccount === false) return { uid, email, password, account: null };
      const account: User = {
        _id: uid,
        email,
        first_name: spec.firstName ?? 'Test',
        last_name: spec.lastName ?? label,
        level: spec.level ?? 'REGULAR_USER',
        status: spec.status ?? 'ACTIVE',
        roles: (spec.roles ?? []).map((grant) => ({ ...grant })),
      };
      const { _id, ...stored } = account;
      await users.save(_id, stored, clock.now());
      return { uid, email, password, account };
    },

    makeMember(programId, { role = 'PROGRAM_MANAGER', collectId, ...spec } = {}) {
      const grant = collectId
        ? { program_id: programId, role, collect_id: collectId }
        : { program_id: programId, role };
      return factory.makeUser({ label: 'member', ...spec, roles: [grant] });
    },

    // Through the repository rather than the service, which picks the id itself; the log entry
    // is the one ProgramsService.create writes.
    async makeProgram({ name, id = programs.newId(), description = '', by }) {
      await programs.create(
        id,
        { name, description, logoPath: null, createdBy: by.uid },
        {
          actor: personRefOf(accountOf(by)),
          activity: {
            programId: id,
            action: 'PROGRAM_CREATED',
            target: { type: 'PROGRAM', _id: id, label: name },
          },
        },
        clock.now(),
      );
      return { id, name };
    },

    makeGroup(programId, { name, parentId = null, memberIds = [], by }) {
      // Parsed as the route parses a request body: a bare name is both the English and French.
      const input = createUserGroupRequestSchema.parse({
        name: typeof name === 'string' ? { en: name } : name,
        parent_id: parentId,
        member_ids: memberIds,
      });
      return groups.create(currentUserOf(by), programId, input);
    },

    // Through the repository rather than the API: no model is required and no index is asked
    // for, enough for a contributor role to name the collect (collects.int.test.ts goes through
    // the API).
    makeCollect(programId, { title, id, modelId }) {
      return collects.save(programId, { id, title, titleFr: title, modelId }, clock.now());
    },

    updateUser(uid, change) {
      return users.mutate(uid, { actor: FACTORY, now: clock.now() }, ({ user }) => {
        const { _id, ...next } = { ...user, ...change };
        return { next, activities: [] };
      });
    },
  };
  return factory;
}

/** The Auth emulator's new identity, or the given uid where no Auth runs. */
async function identityFor(
  auth: Auth | undefined,
  uid: string | undefined,
  email: string,
  password: string,
): Promise<string> {
  if (auth) return (await auth.createUser({ email, password, ...(uid ? { uid } : {}) })).uid;
  if (!uid) throw new Error('Without an Auth emulator, a test user needs a fixed uid');
  return uid;
}
