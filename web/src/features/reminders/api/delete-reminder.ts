import { reminderEndpoints } from '@shared/contract/reminder.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { reminderKeys } from './reminder-keys';

export interface DeleteReminderInput {
  programId: string;
  reminderId: string;
}

export async function deleteReminder(
  api: ApiClient,
  { programId, reminderId }: DeleteReminderInput,
): Promise<void> {
  await callApi(api, reminderEndpoints.delete, {
    params: { program_id: programId, reminder_id: reminderId },
  });
}

export function useDeleteReminder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteReminderInput) => deleteReminder(api, input),
    onSuccess: (_answer, { programId }) =>
      queryClient.invalidateQueries({ queryKey: reminderKeys.all(programId) }),
  });
}
