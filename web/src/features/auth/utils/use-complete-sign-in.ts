import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError, isUnauthorized } from '@/lib/api-error';
import { SignInRefusedError } from '@/lib/auth/sign-in-refused-error';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { sessionKeys } from '@/lib/query-keys';
import { useServices } from '@/lib/services';
import { safeRedirect } from './safe-redirect';

/**
 * After Firebase accepted the credentials: ask Rainbow who this is (a refusal is shown on the
 * form, not turned into a redirect), then go back to where the user was heading.
 */
export function useCompleteSignIn(): () => Promise<void> {
  const { api, auth, queryClient } = useServices();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect')) ?? localePath('/');

  return useCallback(async () => {
    try {
      // Loaded here, not with the sign-in page: it brings the contract's schemas (issue 15).
      const [{ getCurrentUser }, client] = await Promise.all([
        import('@/lib/session/get-current-user'),
        queryClient.get(),
      ]);
      const user = await getCurrentUser(api, { skipAuthRedirect: true });
      client.setQueryData(sessionKeys.currentUser(), user);
    } catch (error) {
      await auth.signOut();
      if (!isUnauthorized(error)) throw error;
      throw new SignInRefusedError(
        isApiError(error) && error.code === 'USER_DISABLED' ? 'disabled' : 'noAccount',
      );
    }
    await navigate(redirectTo, { replace: true });
  }, [api, auth, queryClient, navigate, redirectTo]);
}
