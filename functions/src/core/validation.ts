import type { z } from 'zod';
import { appError } from './errors.js';
import type { AppError } from './errors.js';

/**
 * Parses a request part with its contract schema, or throws a 400 whose message names each
 * failing field (`name: Required`) and whose details list the issues with their paths.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: requiredMessage });
  if (result.success) return result.data;
  throw validationError(result.error);
}

export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issue.message,
  }));
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return appError('VALIDATION_ERROR', message, { issues });
}

// zod 4 words a missing value "expected string, received undefined"; "Required" reads better.
function requiredMessage(issue: z.core.$ZodRawIssue): string | undefined {
  return issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}
