import { programEndpoints } from '@shared/contract/program.endpoints';
import type { EditProgramForm } from '@shared/contract/program.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { programKeys, sessionKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

export interface EditProgramInput {
  programId: string;
  values: EditProgramForm;
}

/** Multipart: a new `logo` replaces the old one, `remove_logo` removes it. */
export async function editProgram(api: ApiClient, { programId, values }: EditProgramInput) {
  const form = new FormData();
  form.set('name', values.name);
  form.set('description', values.description ?? '');
  if (values.logo) form.set('logo', values.logo);
  else if (values.remove_logo) form.set('remove_logo', 'true');
  const { _id } = await callApi(api, programEndpoints.edit, {
    params: { program_id: programId },
    body: form,
  });
  return _id;
}

export function useEditProgram() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditProgramInput) => editProgram(api, input),
    // The sidebar, the selector and the breadcrumb show the name and logo from the list.
    onSuccess: async (_answer, { programId }) => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.programs() });
      await queryClient.invalidateQueries({ queryKey: programKeys.scope(programId, 'detail') });
    },
  });
}
