import type { Logger } from './logger.js';

// Every log event the api writes, by name, so that log-based metrics and alerts can rely on
// them. Callers pass facts; nothing here accepts a token, a password or a secret (and the logger
// masks them anyway).

export const logs = {
  requestCompleted(
    logger: Logger,
    fields: { method: string; path: string; status: number; durationMs: number },
  ) {
    const severity = fields.status >= 500 ? 'ERROR' : fields.status >= 400 ? 'WARNING' : 'INFO';
    logger.write(
      severity,
      'request.completed',
      `${fields.method} ${fields.path} ${fields.status}`,
      fields,
    );
  },
  requestRejected(logger: Logger, fields: { code: string; status: number; message: string }) {
    logger.write('INFO', 'request.rejected', fields.message, fields);
  },
  unexpectedError(logger: Logger, error: unknown) {
    logger.write('ERROR', 'error.unexpected', 'Unexpected error while handling a request', {
      error,
    });
  },
  responseContractViolation(logger: Logger, fields: { route: string; issues: string }) {
    logger.write('ERROR', 'response.contract_violation', `Response breaks ${fields.route}`, fields);
  },
  tokenRejected(logger: Logger, reason: string) {
    logger.write('INFO', 'auth.token_rejected', 'ID token rejected', { reason });
  },
  userRefused(logger: Logger, fields: { uid: string; reason: 'NO_ACCOUNT' | 'DISABLED' }) {
    logger.write('WARNING', 'auth.user_refused', 'Authenticated user refused', fields);
  },
  loginSucceeded(logger: Logger, uid: string) {
    logger.write('INFO', 'auth.login_succeeded', 'User signed in', { uid });
  },
  loginFailed(logger: Logger, reason: string) {
    logger.write('INFO', 'auth.login_failed', 'Sign-in refused', { reason });
  },
  botCheckFailed(
    logger: Logger,
    fields: { action: string; reason: string; score?: number | null },
  ) {
    logger.write('INFO', 'auth.bot_check_failed', 'reCAPTCHA check refused a request', fields);
  },
  botCheckUnavailable(logger: Logger, error: unknown) {
    logger.write('ERROR', 'auth.bot_check_unavailable', 'reCAPTCHA siteverify failed', { error });
  },
  loginThrottled(logger: Logger, fields: { retryAfterSeconds: number }) {
    logger.write('INFO', 'auth.login_throttled', 'Sign-in refused: too many failures', fields);
  },
  identityProviderError(logger: Logger, fields: { status: number; reason: string }) {
    logger.write('ERROR', 'auth.identity_provider_error', 'Identity Toolkit call failed', fields);
  },
  userUpdated(logger: Logger, uid: string) {
    logger.write('INFO', 'user.updated', 'User updated their data', { uid });
  },
  programCreated(logger: Logger, fields: { programId: string; by: string; hasLogo: boolean }) {
    logger.write('INFO', 'program.created', 'Program created', fields);
  },
  programUpdated(logger: Logger, fields: { programId: string; by: string }) {
    logger.write('INFO', 'program.updated', 'Program updated', fields);
  },
  programDeleted(logger: Logger, fields: { programId: string; by: string; documents: number }) {
    logger.write('INFO', 'program.deleted', 'Program and its documents deleted', fields);
  },
  collectIndexesFailed(logger: Logger, fields: { collectId: string; error: unknown }) {
    // The collect is saved; its indexes are asked for again when it is opened.
    logger.write('ERROR', 'collect.indexes_failed', 'Creating the collect indexes failed', fields);
  },
  collectDeleted(logger: Logger, fields: { collectId: string; by: string; documents: number }) {
    logger.write(
      'INFO',
      'collect.deleted',
      'Collect, its records, rules and files deleted',
      fields,
    );
  },
  invitationMailed(logger: Logger, fields: { invitationId: string; mailId: string }) {
    logger.write('INFO', 'invitation.mailed', 'Invitation e-mail queued', fields);
  },
  unclaimedIdentityReplaced(logger: Logger, fields: { uid: string }) {
    // Someone signed the invited address up in Firebase Auth before the invitee registered.
    logger.write(
      'WARNING',
      'registration.unclaimed_identity_replaced',
      'A sign-in identity no Rainbow account owned held the invited address: deleted',
      fields,
    );
  },
  userRegistered(
    logger: Logger,
    fields: { uid: string; invitationId: string; newAccount: boolean },
  ) {
    logger.write('INFO', 'invitation.accepted', 'Invitation accepted', fields);
  },
  userAdministered(
    logger: Logger,
    fields: { uid: string; by: string; change: 'LEVEL_OR_ROLES' | 'STATUS' },
  ) {
    logger.write('INFO', 'user.administered', 'User changed by a super administrator', fields);
  },
  blobLinkRefused(logger: Logger, reason: 'EXPIRED' | 'INVALID') {
    logger.write('WARNING', 'blob.link_refused', 'Signed blob link refused', { reason });
  },
  blobCleanupFailed(logger: Logger, path: string, error: unknown) {
    logger.write('ERROR', 'blob.cleanup_failed', 'Could not delete an orphan blob', {
      path,
      error,
    });
  },
  mailQueued(logger: Logger, fields: { mailId: string; recipients: number }) {
    logger.write('INFO', 'mail.queued', 'E-mail document written', fields);
  },
  taskEnqueued(logger: Logger, fields: { queue: string }) {
    logger.write('INFO', 'task.enqueued', 'Task enqueued', fields);
  },
  taskFailed(logger: Logger, fields: { queue: string; error: unknown }) {
    logger.write('ERROR', 'task.failed', 'Task handler failed', fields);
  },
  indexRepairFailed(logger: Logger, fields: { collectId: string; error: unknown }) {
    logger.write(
      'ERROR',
      'indexes.repair_failed',
      "A collect's missing indexes could not be asked for",
      fields,
    );
  },
  rulesApplied(logger: Logger, fields: { collectId: string; records: number; durationMs: number }) {
    logger.write('INFO', 'rules.applied', 'Attribution rule conditions applied to records', fields);
  },
  seedRecordsWritten(logger: Logger, fields: { records: number; ms: number }) {
    logger.write('INFO', 'seed.records_written', 'Demo records written', fields);
  },
  seedCompleted(logger: Logger, fields: { created: boolean; accounts: number }) {
    logger.write(
      'INFO',
      'seed.completed',
      fields.created ? 'Demo seeded' : 'Demo already seeded',
      fields,
    );
  },
  configInvalid(logger: Logger, message: string) {
    logger.write('ERROR', 'config.invalid', message);
  },
  instanceStarted(logger: Logger, fields: { projectId: string; emulator: boolean; blobs: string }) {
    logger.write('INFO', 'instance.started', 'api dependencies built', fields);
  },
};
