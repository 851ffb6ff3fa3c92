import type { AppDeps } from './deps.js';
import type { ApiRoutes } from './http/route-registry.js';
import { activitiesRoutes } from './modules/activities/activities.routes.js';
import { createActivitiesRepository } from './modules/activities/activities.repository.js';
import { createActivitiesService } from './modules/activities/activities.service.js';
import { createAuthAccounts } from './modules/auth/auth-accounts.js';
import type { IdentityToolkit } from './modules/auth/identity-toolkit.js';
import { createCollectsRepository } from './modules/collects/collects.repository.js';
import { createEmailRepository } from './modules/email/email.repository.js';
import { emailRoutes } from './modules/email/email.routes.js';
import { createInvitationsRepository } from './modules/invitations/invitations.repository.js';
import { invitationsRoutes } from './modules/invitations/invitations.routes.js';
import { createInvitationsService } from './modules/invitations/invitations.service.js';
import { createMembersRepository } from './modules/members/members.repository.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { createMembersService } from './modules/members/members.service.js';
import { createProgramDeletionRepository } from './modules/programs/program-deletion.repository.js';
import { createProgramsRepository } from './modules/programs/programs.repository.js';
import { programsRoutes } from './modules/programs/programs.routes.js';
import { createProgramsService } from './modules/programs/programs.service.js';
import { createRegistrationRepository } from './modules/registration/registration.repository.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { createRegistrationService } from './modules/registration/registration.service.js';
import { createUserGroupsRepository } from './modules/user-groups/user-groups.repository.js';
import { userGroupsRoutes } from './modules/user-groups/user-groups.routes.js';
import { createUserGroupsService } from './modules/user-groups/user-groups.service.js';
import { usersAdminRoutes } from './modules/users/users-admin.routes.js';
import { createUsersAdminService } from './modules/users/users-admin.service.js';
import type { UsersRepository } from './modules/users/users.repository.js';

/**
 * Programs and the people in them: programs, members, invitations, registration, user groups,
 * system users and roles, the activity log, and the e-mail viewer.
 */
export function peopleModules(
  api: ApiRoutes,
  deps: AppDeps,
  shared: { users: UsersRepository; identity: IdentityToolkit },
): void {
  const { db, clock } = deps;
  const { users } = shared;
  const programs = createProgramsRepository(db);
  const collects = createCollectsRepository(db);
  const groups = createUserGroupsRepository(db);
  const invitations = createInvitationsRepository(db);
  const accounts = createAuthAccounts(deps.auth);

  // Registration first: its fixed paths must not be read as ids by the generic ones below.
  registrationRoutes(
    api,
    createRegistrationService({
      registration: createRegistrationRepository(db),
      invitations,
      programs,
      users,
      accounts,
      identity: shared.identity,
      clock,
    }),
  );
  programsRoutes(
    api,
    createProgramsService({
      programs,
      deletion: createProgramDeletionRepository(db),
      blobs: deps.blobs,
      clock,
    }),
  );
  membersRoutes(
    api,
    createMembersService({ members: createMembersRepository(db), users, collects, clock }),
  );
  invitationsRoutes(
    api,
    createInvitationsService({
      invitations,
      programs,
      users,
      collects,
      groups,
      mailer: deps.mailer,
      clock,
      config: deps.config,
    }),
  );
  userGroupsRoutes(api, createUserGroupsService({ groups, clock }));
  usersAdminRoutes(api, createUsersAdminService({ users, programs, collects, accounts, clock }));
  activitiesRoutes(api, createActivitiesService({ activities: createActivitiesRepository(db) }));
  emailRoutes(api, { mail: createEmailRepository(db), config: deps.config });
}
