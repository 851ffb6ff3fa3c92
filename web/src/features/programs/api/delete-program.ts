import {
  deleteProgramResponseSchema,
  type DeleteProgramResponse,
} from '@shared/contract/program.schema';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';

/** Super admins only: the program and everything in it; the answer says how much went. */
export async function deleteProgram(
  api: ApiClient,
  programId: string,
): Promise<DeleteProgramResponse> {
  const path = `/api/programs/${encodeURIComponent(programId)}`;
  return api.delete(path, deleteProgramResponseSchema);
}

export function useDeleteProgram() {
  const api = useApi();
  return useMutation({ mutationFn: (programId: string) => deleteProgram(api, programId) });
}
