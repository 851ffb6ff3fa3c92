import { authEndpoints } from '@shared/contract/auth.endpoints';
import type { ForgotPasswordRequest } from '@shared/contract/login.schema';
import { callApi, type ApiClient } from '@/lib/api-client';

/** POST /api/auth/forgot_password: Firebase Auth sends its reset e-mail in the chosen language. */
export async function requestPasswordReset(
  api: ApiClient,
  request: ForgotPasswordRequest,
): Promise<void> {
  await callApi(api, authEndpoints.forgotPassword, { body: request, skipAuthRedirect: true });
}
