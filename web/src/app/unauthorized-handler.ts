import { loginPathFor } from '@/features/auth/utils/safe-redirect';
import type { AuthService } from '@/lib/auth/auth-service';
import type { LazyQueryClient } from '@/lib/lazy-query-client';
import { localizePath, splitLocale } from '@/lib/i18n/locale-path';
import type { AppRouter } from './router/create-router';

interface UnauthorizedHandlerDeps {
  auth: AuthService;
  queryClient: LazyQueryClient;
  getRouter: () => AppRouter;
}

/**
 * SPEC §4: a 401 or 403 on any call but sign-in ends the session and opens /login with the page
 * the user was on (or heading to), so that signing in again brings them back there.
 * Concurrent refusals share one sign-out.
 */
export function createUnauthorizedHandler({
  auth,
  queryClient,
  getRouter,
}: UnauthorizedHandlerDeps) {
  let running: Promise<void> | null = null;

  async function endSession() {
    const router = getRouter();
    const location = router.state.navigation.location ?? router.state.location;
    const { locale, path } = splitLocale(location.pathname);
    await auth.signOut();
    if (path !== '/login') {
      const login = loginPathFor(location.pathname + location.search);
      await router.navigate(localizePath(login, locale), { replace: true });
    }
    // Nothing to forget in memory when no screen has fetched yet.
    queryClient.peek()?.clear();
    // The device's kept answers (IndexedDB) are code of the signed-in screens, not of /login.
    const { forgetDeviceQueries } = await import('@/lib/offline/query-snapshot-store');
    await forgetDeviceQueries();
  }

  return (): Promise<void> => {
    running ??= endSession().finally(() => {
      running = null;
    });
    return running;
  };
}
