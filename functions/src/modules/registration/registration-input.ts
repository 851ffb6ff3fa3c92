import { appError } from '../../core/errors.js';
import type { RegisterRequest } from '../../shared/contract/registration.schema.js';

/** A new account needs names and a password; the 400 names each one missing. */
export function missingNewAccountFields(input: RegisterRequest): {
  first_name: string;
  last_name: string;
  password: string;
} {
  const { first_name, last_name, password } = input;
  if (first_name && last_name && password) return { first_name, last_name, password };
  const issues = (['first_name', 'last_name', 'password'] as const)
    .filter((field) => !input[field])
    .map((path) => ({ path, message: 'Required for a new account' }));
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw appError('VALIDATION_ERROR', message, { issues });
}
