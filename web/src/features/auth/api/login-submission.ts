import { loginRequestSchema, type LoginRequest } from '@shared/contract/login.schema';

export { checkSignIn } from './check-sign-in';

export interface LoginValues {
  email: string;
  password: string;
}

/** Which of the sign-in form's fields the contract refuses; none when both are acceptable. */
export interface LoginProblems {
  email: boolean;
  password: boolean;
}

export type LoginVerdict =
  { ok: true; request: LoginRequest } | { ok: false; problems: LoginProblems };

/**
 * The sign-in form's checks are the api's own schema (trimmed, lower-case e-mail; a password):
 * this module, with zod and the contract, is loaded while the user types (issue 15: the sign-in
 * page shows without them), not before the form appears.
 */
export function judgeLogin(values: LoginValues): LoginVerdict {
  const parsed = loginRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return { ok: false, problems: { email: fields.has('email'), password: fields.has('password') } };
}
