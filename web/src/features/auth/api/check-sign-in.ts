import { authEndpoints } from '@shared/contract/auth.endpoints';
import type { LoginRequest } from '@shared/contract/login.schema';
import { callApi, type ApiClient } from '@/lib/api-client';

/**
 * POST /api/auth/login before the Firebase session opens: the server checks the reCAPTCHA token,
 * the failed-sign-in throttles and the password, so the form's submission is what it judges.
 */
export async function checkSignIn(api: ApiClient, request: LoginRequest): Promise<void> {
  await callApi(api, authEndpoints.login, {
    body: request,
    // A wrong password is the form's to explain, not a session that ended.
    skipAuthRedirect: true,
  });
}
