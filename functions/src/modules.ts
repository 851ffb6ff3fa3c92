import type { AppDeps } from './deps.js';
import type { ApiRoutes } from './http/route-registry.js';
import { createBlobSigner } from './core/blobs/blob-signature.js';
import { googleSiteVerify } from './core/bot-check/site-verify.js';
import { mountActivities } from './modules/activities/activities.routes.js';
import { createAttributionRulesRepository } from './modules/attribution-rules/attribution-rules.repository.js';
import { mountAttributionRules } from './modules/attribution-rules/attribution-rules.routes.js';
import { createActivitiesRepository } from './modules/activities/activities.repository.js';
import { createAuthAccounts } from './modules/auth/auth-accounts.js';
import { mountAuth } from './modules/auth/auth.routes.js';
import { createBotCheck } from './modules/auth/bot-check.js';
import { createLoginThrottleRepository } from './modules/auth/login-throttle.repository.js';
import { createIdentityToolkit } from './modules/auth/identity-toolkit.js';
import { mountBlobs } from './modules/blobs/blobs.routes.js';
import { mountClientConfig } from './modules/client-config/client-config.routes.js';
import { createCollectDeletionRepository } from './modules/collects/collect-deletion.repository.js';
import { createIndexRepair } from './modules/collects/collect-index-repair.js';
import { createCollectsRepository } from './modules/collects/collects.repository.js';
import { mountCollects } from './modules/collects/collects.routes.js';
import { mountDocs } from './modules/docs/docs.routes.js';
import { createEmailRepository } from './modules/email/email.repository.js';
import { mountEmail } from './modules/email/email.routes.js';
import { createSystemActions } from './db/action-writer.js';
import {
  completingOnAcceptance,
  expectingRecordsOnRoles,
} from './modules/expected-actions/action-hooks.js';
import { createExpectedActionsRepository } from './modules/expected-actions/expected-actions.repository.js';
import { mountExpectedActions } from './modules/expected-actions/expected-actions.routes.js';
import { mountHealth } from './modules/health/health.routes.js';
import { createMilestonesRepository } from './modules/milestones/milestones.repository.js';
import { createProgramFiguresRepository } from './modules/program-figures/program-figures.repository.js';
import { mountProgramFigures } from './modules/program-figures/program-figures.routes.js';
import { mountMilestones } from './modules/milestones/milestones.routes.js';
import { createImportsRepository } from './modules/imports/imports.repository.js';
import { mountImports } from './modules/imports/imports.routes.js';
import { createMatchingTemplatesRepository } from './modules/imports/matching-template.repository.js';
import { createSheetImports } from './modules/imports/sheet-imports.js';
import { createSheetSourcesRepository } from './modules/imports/sheet-source.repository.js';
import { mountSheetSource } from './modules/imports/sheet-source.routes.js';
import { createInvitationsRepository } from './modules/invitations/invitations.repository.js';
import { mountInvitations } from './modules/invitations/invitations.routes.js';
import { createMembersRepository } from './modules/members/members.repository.js';
import { mountMembers } from './modules/members/members.routes.js';
import { createModelFieldsRepository } from './modules/models/model-fields.repository.js';
import { createModelsRepository } from './modules/models/models.repository.js';
import { mountModels } from './modules/models/models.routes.js';
import { createProgramDeletionRepository } from './modules/programs/program-deletion.repository.js';
import { createProgramsRepository } from './modules/programs/programs.repository.js';
import { mountPrograms } from './modules/programs/programs.routes.js';
import { createRegistrationRepository } from './modules/registration/registration.repository.js';
import { mountRegistration } from './modules/registration/registration.routes.js';
import { createFiguresRepository } from './modules/reports/figures.repository.js';
import { createReportsRepository } from './modules/reports/reports.repository.js';
import { mountReports } from './modules/reports/reports.routes.js';
import { createRecordAccessRepository } from './modules/record-access/record-access.repository.js';
import { createRecordAccessService } from './modules/record-access/record-access.service.js';
import {
  refreshingAccessOnAcceptance,
  refreshingAccessOnRoles,
} from './modules/record-access/membership-hooks.js';
import { checkRecordView } from './modules/records/record-query.js';
import {
  createRecordsRepository,
  recordViewQueries,
} from './modules/records/records.repository.js';
import { mountRecords } from './modules/records/records.routes.js';
import { createRecordsScanner } from './modules/records/records-scan.js';
import { mountRecordExport } from './modules/record-export/record-export.routes.js';
import { createBulkUpdateRepository } from './modules/bulk-update/bulk-update.repository.js';
import { mountBulkUpdate } from './modules/bulk-update/bulk-update.routes.js';
import { createRecordsSearchRepository } from './modules/search/records-search.repository.js';
import { mountSearch } from './modules/search/search.routes.js';
import { createReminderRunRepository } from './modules/reminders/reminder-run.repository.js';
import { createRemindersRepository } from './modules/reminders/reminders.repository.js';
import { mountReminders } from './modules/reminders/reminders.routes.js';
import { createUserGroupsRepository } from './modules/user-groups/user-groups.repository.js';
import { mountUserGroups } from './modules/user-groups/user-groups.routes.js';
import { createStartTask } from './modules/tasks/start-task.js';
import { createTasksRepository } from './modules/tasks/tasks.repository.js';
import { mountTasks } from './modules/tasks/tasks.routes.js';
import { mountUsers } from './modules/users/users.routes.js';
import { createWebhooksRepository } from './modules/webhooks/webhooks.repository.js';
import { mountWebhooks } from './modules/webhooks/webhooks.routes.js';
import type { UsersRepository } from './modules/users/users.repository.js';

/**
 * The composition root: builds each repository and outside-world adapter once and mounts every
 * module with what it needs. The order below is the order of the documentation; the route
 * registry, not this order, decides which path wins (see registerRoutes).
 */
export function mountModules(api: ApiRoutes, deps: AppDeps, shared: { users: UsersRepository }) {
  const { db, clock, config } = deps;
  const recordAccess = createRecordAccessService({
    access: createRecordAccessRepository(db, { throttle: !config.runningInEmulator }),
    queue: deps.queue,
    clock,
    logger: deps.logger,
  });
  // Role changes and accepted invitations move people in and out of groups: access follows.
  // Events that ask something of someone write expected actions (issue 14).
  const systemActions = createSystemActions({ db, clock, logger: deps.logger });
  const users = expectingRecordsOnRoles(
    refreshingAccessOnRoles(shared.users, recordAccess),
    systemActions,
  );
  const programs = createProgramsRepository(db);
  const collects = createCollectsRepository(db);
  const groups = createUserGroupsRepository(db);
  const invitations = createInvitationsRepository(db);
  const identity = createIdentityToolkit(config);
  const accounts = createAuthAccounts(deps.auth);
  const botCheck = createBotCheck(config.recaptchaSecret, deps.siteVerify ?? googleSiteVerify);
  const tasks = createTasksRepository(db);
  // Modules that start long work (imports, exports, bulk updates) are given this.
  const startTask = createStartTask({
    tasks,
    queue: deps.queue,
    blobs: deps.blobs,
    clock,
    logger: deps.logger,
  });

  mountHealth(api);
  mountClientConfig(api, { config });
  mountAuth(api, {
    users,
    identity,
    throttle: createLoginThrottleRepository(db),
    botCheck,
    clock,
  });
  mountRegistration(api, {
    registration: completingOnAcceptance(
      refreshingAccessOnAcceptance(createRegistrationRepository(db), recordAccess),
      systemActions,
    ),
    invitations,
    programs,
    users,
    accounts,
    identity,
    botCheck,
    clock,
  });
  mountPrograms(api, {
    programs,
    deletion: createProgramDeletionRepository(db),
    blobs: deps.blobs,
    clock,
  });
  mountMembers(api, { members: createMembersRepository(db), users, collects, clock });
  mountInvitations(api, {
    invitations,
    programs,
    users,
    collects,
    groups,
    mailer: deps.mailer,
    clock,
    config,
    actions: systemActions,
  });
  mountUserGroups(api, { groups, groupsChanged: recordAccess.groupsChanged, clock });
  mountUsers(api, { users, programs, collects, accounts, clock });
  mountActivities(api, { activities: createActivitiesRepository(db) });
  mountCollects(api, {
    collects,
    deletion: createCollectDeletionRepository(db),
    blobs: deps.blobs,
    indexes: deps.indexes,
    clock,
    checkView: checkRecordView,
    reach: recordAccess.reachOf,
  });
  const records = createRecordsRepository(db);
  mountRecords(api, {
    records,
    reach: recordAccess.reachOf,
    findUser: (uid) => users.findById(uid),
    blobs: deps.blobs,
    clock,
    repairIndexes: createIndexRepair({ collects, indexes: deps.indexes, logger: deps.logger }),
  });
  const scanner = createRecordsScanner(db);
  mountRecordExport(api, {
    records,
    scanner,
    checkView: checkRecordView,
    reach: recordAccess.reachOf,
    blobs: deps.blobs,
    clock,
    startTask,
  });
  mountBulkUpdate(api, {
    records,
    scanner,
    repository: createBulkUpdateRepository(db),
    checkView: checkRecordView,
    reach: recordAccess.reachOf,
    clock,
    startTask,
  });
  const imports = {
    imports: createImportsRepository(db),
    templates: createMatchingTemplatesRepository(db),
    reach: recordAccess.reachOf,
    clock,
  };
  const sheetSources = createSheetSourcesRepository(db);
  const sheetImports = createSheetImports({
    sheets: deps.sheets,
    sources: sheetSources,
    startTask,
  });
  mountImports(api, { ...imports, blobs: deps.blobs, startTask, sheetImports });
  mountSheetSource(api, {
    ...imports,
    sources: sheetSources,
    sheetImports,
    taskStatus: async (programId, taskId) => (await tasks.find(programId, taskId))?.status ?? null,
  });
  mountAttributionRules(api, {
    rules: createAttributionRulesRepository(db),
    rulesChanged: recordAccess.rulesChanged,
    clock,
  });
  mountReports(api, {
    reports: createReportsRepository(db),
    figures: createFiguresRepository((collect, view, scope) =>
      recordViewQueries(db, collect, view, scope),
    ).figures,
    findCollect: (collectId) => records.findCollect(collectId),
    checkView: checkRecordView,
    reach: recordAccess.reachOf,
    clock,
  });
  mountExpectedActions(api, {
    actions: createExpectedActionsRepository(db),
    findUser: (uid) => users.findById(uid),
    existingCollects: (programId, ids) => collects.existing(programId, ids),
    clock,
  });
  mountMilestones(api, { milestones: createMilestonesRepository(db), clock });
  mountProgramFigures(api, { figures: createProgramFiguresRepository(db) });
  mountSearch(api, {
    programs,
    collects,
    records: createRecordsSearchRepository(db),
    reach: recordAccess.reachOf,
  });
  mountModels(api, {
    models: createModelsRepository(db),
    fields: createModelFieldsRepository(db),
    clock,
  });
  mountTasks(api, {
    tasks,
    queue: deps.queue,
    blobs: deps.blobs,
    clock,
    logger: deps.logger,
    resumeOwn: (task) => recordAccess.resumeApply(task),
  });
  mountWebhooks(api, {
    webhooks: createWebhooksRepository(db),
    clock,
    publicUrl: config.webUrl,
    logger: deps.logger,
  });
  mountReminders(api, {
    reminders: createRemindersRepository(db),
    runs: createReminderRunRepository(db),
    mailer: deps.mailer,
    clock,
  });
  mountEmail(api, { mail: createEmailRepository(db), config });
  // Signed local links exist only with the filesystem store; Cloud Storage signs its own.
  if (config.blobStorage.kind === 'filesystem') {
    const signer = createBlobSigner(config.blobStorage.signingSecret, clock);
    mountBlobs(api, { blobs: deps.blobs, signer, clock });
  }
  mountDocs(api);
}
