import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';

/**
 * After an invitation was accepted: forget what was cached for the previous session (the new
 * role changes the user and their programs), then open the program's dashboard.
 */
export function useEnterProgram(): (programId: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return useCallback(
    async (programId: string) => {
      queryClient.clear();
      await navigate(localePath(`/${encodeURIComponent(programId)}/dashboard`), {
        replace: true,
      });
    },
    [queryClient, navigate, localePath],
  );
}
