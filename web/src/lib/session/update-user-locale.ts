import { authEndpoints } from '@shared/contract/auth.endpoints';
import type { Locale } from '@shared/contract/locale.schema';
import type { User } from '@shared/contract/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

/** Stores the language of the e-mails Rainbow sends the signed-in user (reminders). */
export async function updateUserLocale(api: ApiClient, locale: Locale): Promise<User> {
  const { user } = await callApi(api, authEndpoints.updateLocale, { body: { locale } });
  return user;
}

export function useUpdateUserLocale() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => updateUserLocale(api, locale),
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.currentUser(), user),
  });
}
