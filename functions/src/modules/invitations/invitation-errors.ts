import { appError } from '../../core/errors.js';
import type { ValidationIssue } from '../../shared/contract/error.schema.js';

/** SPEC.md §8: the web app shows "Error when inviting user"; the issues say what is wrong. */
export const INVITATION_FAILED_MESSAGE = 'Error when inviting user';

export const invitationFailed = (issues: ValidationIssue[]) =>
  appError('INVITATION_FAILED', INVITATION_FAILED_MESSAGE, { issues });

export const alreadyMember = (issues: ValidationIssue[]) =>
  appError('ALREADY_EXISTS', INVITATION_FAILED_MESSAGE, { issues });

export const invitationNotFound = () =>
  appError(
    'INVITATION_NOT_FOUND',
    'This invitation link is not valid: check that you copied all of it, or ask for a new invitation',
  );

export const invitationUsed = () =>
  appError('INVITATION_USED', 'This invitation has already been used: sign in instead');

export const invitationExpired = () =>
  appError('INVITATION_EXPIRED', 'This invitation has expired: ask for a new one');
