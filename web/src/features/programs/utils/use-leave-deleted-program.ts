import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CURRENT_PROGRAM_STORAGE_KEY } from '@/config/constants';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { programKeys, sessionKeys } from '@/lib/query-keys';

/**
 * SPEC §4: deleting a program clears the current program and reloads the allowed programs;
 * the entry then opens the first remaining program (or program creation).
 */
export function useLeaveDeletedProgram(): (programId: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return useCallback(
    async (programId: string) => {
      window.sessionStorage.removeItem(CURRENT_PROGRAM_STORAGE_KEY);
      // Before leaving: the entry's loader must not open the deleted program from a stale list.
      await queryClient.refetchQueries({ queryKey: sessionKeys.programs() });
      await navigate(localePath('/'), { replace: true });
      queryClient.removeQueries({ queryKey: programKeys.root(programId) });
    },
    [queryClient, navigate, localePath],
  );
}
