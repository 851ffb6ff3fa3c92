import { programEndpoints } from '@shared/contract/program.endpoints';
import type { CreateProgramForm } from '@shared/contract/program.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

export async function createProgram(api: ApiClient, input: CreateProgramForm): Promise<string> {
  const form = new FormData();
  form.set('name', input.name);
  if (input.description) form.set('description', input.description);
  if (input.logo) form.set('logo', input.logo);
  const { programID } = await callApi(api, programEndpoints.create, {
    body: form,
  });
  return programID;
}

export function useCreateProgram() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProgramForm) => createProgram(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.programs() }),
  });
}
