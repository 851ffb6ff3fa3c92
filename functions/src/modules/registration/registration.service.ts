import type { CurrentUser } from '../../http/request-context.js';
import type { Clock } from '../../core/clock.js';
import { appError, forbidden, unauthenticated } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import type {
  FetchEmailQuery,
  FetchEmailResponse,
  PendingInvitation,
  RegisterRequest,
} from '../../shared/contract/registration.schema.js';
import type { User } from '../../shared/contract/user.schema.js';
import { personLabel } from '../../core/person-ref.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import type { AuthAccounts } from '../auth/auth-accounts.js';
import type { BotCheck } from '../auth/bot-check.js';
import type { IdentityToolkit } from '../auth/identity-toolkit.js';
import { assertOpen, assertUsable, invitationNotFound } from '../../core/invitation-link.js';
import type { InvitationRecord } from '../../db/invitation-document.js';
import type { InvitationsRepository } from '../invitations/invitations.repository.js';
import type { ProgramsRepository } from '../programs/programs.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { addressOfAnotherAccount, registrationInProgress } from './registration-errors.js';
import type { RegistrationRepository } from './registration.repository.js';
import { missingNewAccountFields } from './registration-input.js';

// Deleting an unclaimed identity and creating ours is retried this many times when the address
// is signed up again in between.
const IDENTITY_ATTEMPTS = 3;

export interface RegisterOptions {
  /** The caller, when the request carried a valid `x-auth` token, and that token. */
  readonly current?: CurrentUser | undefined;
  readonly token?: string | undefined;
  readonly clientIp: string | null;
  readonly logger: Logger;
}

export interface RegistrationService {
  fetchEmail(query: FetchEmailQuery): Promise<FetchEmailResponse>;
  register(input: RegisterRequest, options: RegisterOptions): Promise<{ token: string }>;
  pendingFor(current: CurrentUser): Promise<PendingInvitation[]>;
  acceptMine(current: CurrentUser, invitationId: string, logger: Logger): Promise<User>;
}

export interface RegistrationDeps {
  readonly registration: RegistrationRepository;
  readonly invitations: InvitationsRepository;
  readonly programs: ProgramsRepository;
  readonly users: UsersRepository;
  readonly accounts: AuthAccounts;
  readonly identity: IdentityToolkit;
  readonly botCheck: BotCheck;
  readonly clock: Clock;
}

export function createRegistrationService(deps: RegistrationDeps): RegistrationService {
  const describe =
    (newAccount: boolean) =>
    (record: InvitationRecord, user: User): ActivityDraft => ({
      programId: record.programId,
      action: 'USER_REGISTERED',
      target: { type: 'USER', _id: user._id, label: personLabel(user) },
      details: {
        invitation_id: record.id,
        role: record.role,
        collect_id: record.collectId ?? null,
        new_account: newAccount,
      },
    });

  /** The invitation behind a link, refused unless usable now. */
  const usable = async (id: string, code: string): Promise<InvitationRecord> => {
    const record = await deps.invitations.find(id);
    if (!record) throw invitationNotFound();
    assertUsable(record, code, deps.clock.now());
    return record;
  };

  const signIn = async (
    email: string,
    password: string,
  ): Promise<{ token: string; uid: string }> => {
    const result = await deps.identity.signInWithPassword(email, password);
    if (!result.ok) throw appError('INVALID_CREDENTIALS', 'Incorrect e-mail or password');
    return { token: result.idToken, uid: result.uid };
  };

  const joinExisting = async (
    input: RegisterRequest,
    record: InvitationRecord,
    existing: User,
    options: RegisterOptions,
  ) => {
    if (existing.status === 'DISABLED') throw appError('USER_DISABLED', 'This account is disabled');
    let token: string;
    if (options.current && options.token) {
      if (options.current.uid !== existing._id) {
        throw forbidden('This invitation is addressed to another account: sign in with it');
      }
      token = options.token;
    } else if (input.password) {
      const signedIn = await signIn(record.email, input.password);
      if (signedIn.uid !== existing._id)
        throw forbidden('This invitation is addressed to another account');
      token = signedIn.token;
    } else {
      throw unauthenticated(
        'This address already has an account: sign in (x-auth) or send its password',
      );
    }
    await deps.registration.accept({
      invitationId: record.id,
      check: (fresh) => assertUsable(fresh, input.code, deps.clock.now()),
      uid: existing._id,
      describe: describe(false),
      now: deps.clock.now(),
    });
    logs.userRegistered(options.logger, {
      uid: existing._id,
      invitationId: record.id,
      newAccount: false,
    });
    return { token };
  };

  /**
   * The sign-in identity of a new account, made fresh for the invitee. An identity that already
   * holds the address while no Rainbow user has it was not made by the invitee: anyone can sign
   * an address up through the public Identity Toolkit endpoint (the Web API key is public) and
   * link their own Google account to it. It is deleted rather than adopted, which ends all it
   * carries at once: its linked providers, its refresh tokens and ID tokens (its uid no longer
   * exists), its display name, and anything else set on it that Rainbow does not know about.
   * An identity whose uid has a Rainbow account under another address is someone's sign-in:
   * that is refused, never merged.
   */
  const freshIdentity = async (email: string, password: string, name: string, logger: Logger) => {
    for (let attempt = 0; attempt < IDENTITY_ATTEMPTS; attempt += 1) {
      const existing = await deps.accounts.findByEmail(email);
      if (existing) {
        if (await deps.users.findById(existing.uid)) throw addressOfAnotherAccount();
        await deps.accounts.remove(existing.uid);
        logs.unclaimedIdentityReplaced(logger, { uid: existing.uid });
      }
      const created = await deps.accounts.create(email, password, name);
      if (created) return created.uid;
    }
    // Someone signs the address up again each time it is freed: let the invitee retry later.
    throw registrationInProgress();
  };

  const createAccount = async (
    input: RegisterRequest,
    record: InvitationRecord,
    logger: Logger,
  ) => {
    const fields = missingNewAccountFields(input);
    const { first_name: first, last_name: last, password } = fields;
    const check = (fresh: InvitationRecord) => assertUsable(fresh, input.code, deps.clock.now());
    const claimId = await deps.registration.claim(record.id, check, deps.clock.now());
    let uid: string | null = null;
    try {
      uid = await freshIdentity(record.email, password, `${first} ${last}`, logger);
      await deps.registration.accept({
        invitationId: record.id,
        claimId,
        check,
        uid,
        newAccount: { first_name: first, last_name: last },
        describe: describe(true),
        now: deps.clock.now(),
      });
    } catch (error) {
      // Undo the identity made for a registration that did not happen, unless the acceptance
      // did commit after all (its account then exists), and free the link for another try.
      if (uid && !(await deps.users.findById(uid))) await deps.accounts.remove(uid);
      await deps.registration.release(record.id, claimId);
      throw error;
    }
    logs.userRegistered(logger, { uid, invitationId: record.id, newAccount: true });
    return { token: (await signIn(record.email, password)).token };
  };

  return {
    async fetchEmail({ id, code }) {
      const record = await usable(id, code);
      const [program, account] = await Promise.all([
        deps.programs.findById(record.programId),
        deps.users.findByEmail(record.email),
      ]);
      if (!program) throw invitationNotFound();
      return {
        email: record.email,
        program: { _id: program.id, name: program.name },
        role: record.role,
        ...(record.collectId ? { collect_id: record.collectId } : {}),
        has_account: account !== null,
        expires_at: record.expiresAt.toISOString(),
      };
    },

    async register(input, options) {
      await deps.botCheck.verify(input.recaptcha_token, 'registration', options);
      const record = await usable(input.id, input.code);
      const existing = await deps.users.findByEmail(record.email);
      return existing
        ? joinExisting(input, record, existing, options)
        : createAccount(input, record, options.logger);
    },

    async pendingFor(current) {
      const now = deps.clock.now();
      const records = (await deps.invitations.pendingFor(current.user.email)).filter(
        (record) => record.expiresAt > now,
      );
      const programs = await deps.programs.listByIds(records.map((record) => record.programId));
      const names = new Map(programs.map((program) => [program.id, program.name]));
      return records
        .filter((record) => names.has(record.programId))
        .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime())
        .map((record) => ({
          _id: record.id,
          invitation_id: record.id,
          email: record.email,
          program: { _id: record.programId, name: names.get(record.programId) ?? '' },
          role: record.role,
          ...(record.collectId ? { collect_id: record.collectId } : {}),
          invited_by: record.invitedBy,
          expires_at: record.expiresAt.toISOString(),
        }));
    },

    async acceptMine(current, invitationId, logger) {
      // Signed in as the invited address: the account proves it, no code is needed.
      const { user } = await deps.registration.accept({
        invitationId,
        check: (record) => {
          if (record.email !== current.user.email) throw invitationNotFound();
          assertOpen(record, deps.clock.now());
        },
        uid: current.uid,
        describe: describe(false),
        now: deps.clock.now(),
      });
      logs.userRegistered(logger, { uid: current.uid, invitationId, newAccount: false });
      return user;
    },
  };
}
