import { reminderEndpoints } from '@shared/contract/reminder.endpoints';
import type { Reminder } from '@shared/contract/reminder.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { reminderKeys } from './reminder-keys';

/** Every reminder of the program, next to send first (administrators and managers). */
export async function getReminders(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<Reminder[]> {
  const { reminders } = await callApi(api, reminderEndpoints.list, {
    ...options,
    params: { program_id: programId },
  });
  return reminders;
}

export function remindersQueryOptions(api: ApiClient, programId: string) {
  return queryOptions({
    queryKey: reminderKeys.list(programId),
    queryFn: ({ signal }) => getReminders(api, programId, { signal }),
  });
}

export function useReminders(programId: string) {
  return useQuery(remindersQueryOptions(useApi(), programId));
}
