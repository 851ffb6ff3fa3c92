import { reminderEndpoints } from '@shared/contract/reminder.endpoints';
import type { Reminder, ReminderInput } from '@shared/contract/reminder.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { reminderKeys } from './reminder-keys';

export interface SaveReminderInput {
  programId: string;
  /** The reminder to replace; none creates one. */
  reminderId?: string | undefined;
  request: ReminderInput;
}

/** Creates a reminder, or replaces one whole (PUT). */
export async function saveReminder(
  api: ApiClient,
  { programId, reminderId, request }: SaveReminderInput,
): Promise<Reminder> {
  const { reminder } = reminderId
    ? await callApi(api, reminderEndpoints.update, {
        params: { program_id: programId, reminder_id: reminderId },
        body: request,
      })
    : await callApi(api, reminderEndpoints.create, {
        params: { program_id: programId },
        body: request,
      });
  return reminder;
}

export function useSaveReminder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveReminderInput) => saveReminder(api, input),
    onSuccess: (_reminder, { programId }) =>
      queryClient.invalidateQueries({ queryKey: reminderKeys.all(programId) }),
  });
}
