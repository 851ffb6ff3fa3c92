import { registrationEndpoints } from '@shared/contract/registration.endpoints';
import type { RegisterRequest } from '@shared/contract/registration.schema';
import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';

/**
 * Accepts an invitation: creates the account (names and password), or adds the role to the
 * existing account of the address (its password, or the signed-in session's token).
 */
export async function register(api: ApiClient, request: RegisterRequest): Promise<string> {
  const { token } = await callApi(api, registrationEndpoints.register, {
    body: request,
    // A wrong password or another account's session is the form's to explain.
    skipAuthRedirect: true,
  });
  return token;
}

export function useRegister() {
  const api = useApi();
  return useMutation({ mutationFn: (request: RegisterRequest) => register(api, request) });
}
