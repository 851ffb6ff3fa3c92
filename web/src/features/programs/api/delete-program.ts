import { programEndpoints } from '@shared/contract/program.endpoints';
import type { DeleteProgramResponse } from '@shared/contract/program.schema';
import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';

/** Super admins only: the program and everything in it; the answer says how much went. */
export async function deleteProgram(
  api: ApiClient,
  programId: string,
): Promise<DeleteProgramResponse> {
  return callApi(api, programEndpoints.delete, { params: { program_id: programId } });
}

export function useDeleteProgram() {
  const api = useApi();
  return useMutation({ mutationFn: (programId: string) => deleteProgram(api, programId) });
}
