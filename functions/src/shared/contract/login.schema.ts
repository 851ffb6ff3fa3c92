import { z } from 'zod/mini';
import { localeSchema } from './locale.schema.js';

/** E-mail addresses are case-insensitive for Firebase Auth. */
const signInEmailSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email());

/**
 * The reCAPTCHA v3 token of the form's submission (actions `login`, `registration`,
 * `forgot_password`). Required where the server has a reCAPTCHA secret; ignored elsewhere.
 */
export const recaptchaTokenSchema = z.string().check(z.minLength(1), z.maxLength(4096));

/** POST /api/auth/login. */
export const loginRequestSchema = z.object({
  email: signInEmailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(4096)),
  recaptcha_token: z.optional(recaptchaTokenSchema),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The Firebase ID token, sent back in the `x-auth` header (no prefix) on every call. */
export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/forgot_password: the reset e-mail is written in `lang` (default en). */
export const forgotPasswordRequestSchema = z.object({
  email: signInEmailSchema,
  lang: z.optional(localeSchema),
  recaptcha_token: z.optional(recaptchaTokenSchema),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not an account uses the address, so none can be probed. */
export const forgotPasswordResponseSchema = z.object({ sent: z.literal(true) });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;
