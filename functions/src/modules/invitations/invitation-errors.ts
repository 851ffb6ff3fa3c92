import { appError } from '../../core/errors.js';
import type { ValidationIssue } from '../../shared/contract/error.schema.js';

/** SPEC.md §8: the web app shows "Error when inviting user"; the issues say what is wrong. */
export const INVITATION_FAILED_MESSAGE = 'Error when inviting user';

export const invitationFailed = (issues: ValidationIssue[]) =>
  appError('INVITATION_FAILED', INVITATION_FAILED_MESSAGE, { issues });

export const alreadyMember = (issues: ValidationIssue[]) =>
  appError('ALREADY_EXISTS', INVITATION_FAILED_MESSAGE, { issues });
