import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { forgetDeviceQueries } from '@/lib/offline/query-snapshot-store';
import { useServices } from '@/lib/services';

/**
 * Signs out of Firebase, leaves for /login, then forgets every cached answer of that user, in
 * memory and on the device (a shared device must not show them to the next person).
 */
export function useSignOut(): () => Promise<void> {
  const { auth } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return useCallback(async () => {
    await auth.signOut();
    await navigate(localePath('/login'), { replace: true });
    queryClient.clear();
    await forgetDeviceQueries();
  }, [auth, navigate, localePath, queryClient]);
}
