import { z } from 'zod';

/** POST /api/auth/login. E-mail addresses are case-insensitive for Firebase Auth. */
export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  password: z.string().min(1).max(4096),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The Firebase ID token, sent back in the `x-auth` header (no prefix) on every call. */
export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
