import { reminderEndpoints } from '@shared/contract/reminder.endpoints';
import type { ReminderTestResponse } from '@shared/contract/reminder.schema';
import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';

export interface SendTestInput {
  programId: string;
  reminderId: string;
  /** The language the test e-mail is written in (the screen's). */
  lang: string;
}

/** Sends the reminder to the caller now, as they would receive it. */
export async function sendTestReminder(
  api: ApiClient,
  { programId, reminderId, lang }: SendTestInput,
): Promise<ReminderTestResponse> {
  return callApi(api, reminderEndpoints.sendTest, {
    params: { program_id: programId, reminder_id: reminderId },
    query: { lang },
  });
}

export function useSendTestReminder() {
  const api = useApi();
  return useMutation({ mutationFn: (input: SendTestInput) => sendTestReminder(api, input) });
}
