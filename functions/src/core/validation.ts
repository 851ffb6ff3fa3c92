import { z } from 'zod';
import { appError } from './errors.js';
import type { AppError } from './errors.js';
import type { ValidationIssue } from '../shared/contract/error.schema.js';

/**
 * Parses a request part with its contract schema (zod mini, like every contract schema: the web
 * app loads them on each screen) or a server-only one (classic zod), or throws a 400 whose message names each
 * failing field (`name: Required`) and whose details list the issues with their paths.
 */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  root?: string,
): z.output<S> {
  const result = z.safeParse(schema, input, { error: requiredMessage });
  if (result.success) return result.data;
  throw validationError(result.error, root);
}

/** Like parseInput, with the error chosen by the caller (an invitation's own error code). */
export function parseInputOr<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  toError: (issues: ValidationIssue[]) => AppError,
): z.output<S> {
  const result = z.safeParse(schema, input, { error: requiredMessage });
  if (result.success) return result.data;
  throw toError(validationIssues(result.error));
}

/** `root` prefixes every path, for a value that is itself one named field (a path segment). */
export function validationError(error: z.core.$ZodError, root?: string): AppError {
  const issues = validationIssues(error, root);
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return appError('VALIDATION_ERROR', message, { issues });
}

// zod 4 words a missing value "expected string, received undefined"; "Required" reads better.
function requiredMessage(issue: z.core.$ZodRawIssue): string | undefined {
  return issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined;
}

export function validationIssues(error: z.core.$ZodError, root?: string): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: formatPath(root === undefined ? issue.path : [root, ...issue.path]),
    message: issue.message,
  }));
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}
