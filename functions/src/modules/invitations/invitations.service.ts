import type { AppConfig } from '../../config.js';
import type { CurrentUser } from '../../http/request-context.js';
import type { User } from '../../shared/contract/user.schema.js';
import type { Clock } from '../../core/clock.js';
import { forbidden, notFound } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import type { Mailer } from '../../core/mail/mailer.js';
import { pageInfo, pageRequest } from '../../core/pagination.js';
import { INVITATION_TTL_DAYS, PAGE_SIZE } from '../../shared/constants.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type {
  Invitation,
  InvitationInput,
  InvitationsQuery,
  InvitationsResponse,
} from '../../shared/contract/invitation.schema.js';
import { canAdministerUsers, canManagePeople } from '../../shared/permissions/people.js';
import { actorOf, personRefOf } from '../../core/person-ref.js';
import type { CollectsRepository } from '../collects/collects.repository.js';
import type { ProgramsRepository } from '../programs/programs.repository.js';
import type { UserGroupsRepository } from '../user-groups/user-groups.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { alreadyMemberIssues, referenceIssues } from './invitation-checks.js';
import {
  hashInvitationCode,
  newInvitationCode,
  registrationLink,
} from '../../core/invitation-code.js';
import { invitationUsed } from '../../core/invitation-link.js';
import type { SystemActions } from '../../db/action-writer.js';
import type { InvitationRecord } from '../../db/invitation-document.js';
import { toInvitation } from './invitation-view.js';
import { alreadyMember, invitationFailed } from './invitation-errors.js';
import { invitationMail } from './invitation-mail.js';
import type { InvitationsRepository } from './invitations.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitations addressed to people who already have an account, with who they are. */
const invitedAccounts = (records: readonly InvitationRecord[], users: Map<string, User>) =>
  records.flatMap((record) => {
    const user = users.get(record.email);
    if (!user) return [];
    const { id: invitationId, programId, role } = record;
    return [{ invitationId, programId, role, person: personRefOf(user) }];
  });

export interface InvitationsService {
  /**
   * `root` names the issues' paths: `invitations` for the batch call, '' for the admin one,
   * whose program comes from the body (an unknown one is an INVITATION_FAILED naming it).
   */
  invite(
    current: CurrentUser,
    programId: string,
    inputs: readonly InvitationInput[],
    options: { lang: Locale; root: string; programInBody: boolean; logger: Logger },
  ): Promise<Invitation[]>;
  assertCanAdminInvite(current: CurrentUser): void;
  /** Throws FORBIDDEN; called before the body is parsed. */
  assertCanInvite(current: CurrentUser, programId: string): void;
  list(
    current: CurrentUser,
    programId: string,
    query: InvitationsQuery,
  ): Promise<InvitationsResponse>;
  resend(
    current: CurrentUser,
    programId: string,
    invitationId: string,
    lang: Locale,
    logger: Logger,
  ): Promise<Invitation>;
  delete(current: CurrentUser, invitationId: string): Promise<{ _id: string }>;
}

export interface InvitationsDeps {
  readonly invitations: InvitationsRepository;
  readonly programs: ProgramsRepository;
  readonly users: UsersRepository;
  readonly collects: CollectsRepository;
  readonly groups: UserGroupsRepository;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly config: AppConfig;
  /** Accounts that already exist are asked to accept (issue 14's expected actions). */
  readonly actions?: Pick<SystemActions, 'invited'>;
}

export function createInvitationsService(deps: InvitationsDeps): InvitationsService {
  // GET /api/email/{mail_id} opens without a token only in the emulators; in production it
  // would answer 401 to the link, so the id is not handed out there.
  const viewableMail = (mailId: string | undefined) =>
    deps.config.runningInEmulator && mailId !== undefined ? { mail_id: mailId } : {};

  const assertCanManage = (current: CurrentUser, programId: string) => {
    if (!canManagePeople(current, programId)) {
      throw forbidden('Only administrators and managers of this program invite people to it');
    }
  };

  /** One e-mail per invitation, after the invitations are committed; answers the mail ids. */
  const mail = async (
    records: readonly { record: InvitationRecord; code: string }[],
    programName: string,
    logger: Logger,
  ): Promise<string[]> =>
    Promise.all(
      records.map(async ({ record, code }) => {
        const link = registrationLink(deps.config.webUrl, record.lang, record.id, code);
        const message = invitationMail({
          to: record.email,
          lang: record.lang,
          programName,
          inviterName: record.invitedBy?.name ?? null,
          role: record.role,
          link,
          expiresAt: record.expiresAt,
        });
        const mailId = await deps.mailer.send(message);
        logs.invitationMailed(logger, { invitationId: record.id, mailId });
        return mailId;
      }),
    );

  const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

  return {
    assertCanInvite: assertCanManage,
    assertCanAdminInvite(current) {
      if (!canAdministerUsers(current)) {
        throw forbidden('Only super administrators use this call');
      }
    },

    async invite(current, programId, inputs, { lang, root, programInBody, logger }) {
      assertCanManage(current, programId);
      const program = await deps.programs.findById(programId);
      if (!program) {
        if (!programInBody) throw notFound('Program not found');
        throw invitationFailed([{ path: 'program_id', message: 'No such program' }]);
      }
      const [collectIds, groupIds, usersByEmail] = await Promise.all([
        deps.collects.existing(
          programId,
          inputs.flatMap((i) => i.collect_id ?? []),
        ),
        deps.groups.existing(
          programId,
          inputs.flatMap((i) => i.user_group_id ?? []),
        ),
        deps.users.findByEmails(inputs.map((input) => input.email)),
      ]);
      const wrong = referenceIssues(inputs, { collectIds, groupIds }, root);
      if (wrong.length) throw invitationFailed(wrong);
      const members = alreadyMemberIssues(inputs, programId, usersByEmail, root);
      if (members.length) throw alreadyMember(members);

      const now = deps.clock.now();
      const codes = inputs.map(() => newInvitationCode());
      const records = await deps.invitations.send(
        programId,
        inputs.map((input, index) => ({
          email: input.email,
          role: input.role,
          collectId: input.collect_id,
          userGroupId: input.user_group_id,
          codeHash: hashInvitationCode(codes[index] ?? ''),
        })),
        {
          invitedBy: actorOf(current),
          lang,
          now,
          expiresAt: expiryFrom(now),
          describe: (record, renewed) => ({
            programId,
            action: renewed ? 'INVITATION_RESENT' : 'INVITATION_SENT',
            target: { type: 'INVITATION', _id: record.id, label: record.email },
            details: { role: record.role, collect_id: record.collectId ?? null },
          }),
        },
      );
      const mailIds = await mail(
        records.map((record, index) => ({ record, code: codes[index] ?? '' })),
        program.name,
        logger,
      );
      await deps.actions?.invited(invitedAccounts(records, usersByEmail));
      return records.map((record, index) => ({
        ...toInvitation(record, now),
        ...viewableMail(mailIds[index]),
      }));
    },

    async list(current, programId, query) {
      assertCanManage(current, programId);
      const page = await deps.invitations.listByProgram(programId, pageRequest(query, PAGE_SIZE));
      const now = deps.clock.now();
      return {
        invitations: page.items.map((record) => toInvitation(record, now)),
        ...pageInfo(page, PAGE_SIZE),
      };
    },

    async resend(current, programId, invitationId, lang, logger) {
      assertCanManage(current, programId);
      const program = await deps.programs.findById(programId);
      if (!program) throw notFound('Program not found');
      const code = newInvitationCode();
      const now = deps.clock.now();
      const record = await deps.invitations.renew(
        invitationId,
        (found) => {
          if (found.programId !== programId) throw notFound('Invitation not found');
          // An expired invitation may be renewed; a used one may not.
          if (found.status === 'USED') throw invitationUsed();
        },
        { codeHash: hashInvitationCode(code), lang, expiresAt: expiryFrom(now) },
        {
          actor: actorOf(current),
          describe: (renewed) => ({
            programId,
            action: 'INVITATION_RESENT',
            target: { type: 'INVITATION', _id: renewed.id, label: renewed.email },
          }),
        },
        now,
      );
      const [mailId] = await mail([{ record, code }], program.name, logger);
      return { ...toInvitation(record, now), ...viewableMail(mailId) };
    },

    async delete(current, invitationId) {
      const found = await deps.invitations.find(invitationId);
      // Permission before existence would need the program; an unknown id says nothing more
      // than "not found" to anyone.
      if (!found) throw notFound('Invitation not found');
      assertCanManage(current, found.programId);
      await deps.invitations.delete(
        invitationId,
        {
          actor: actorOf(current),
          describe: (record) => ({
            programId: record.programId,
            action: 'INVITATION_DELETED',
            target: { type: 'INVITATION', _id: record.id, label: record.email },
          }),
        },
        deps.clock.now(),
      );
      return { _id: invitationId };
    },
  };
}
