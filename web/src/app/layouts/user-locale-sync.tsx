import type { Locale } from '@shared/contract/locale.schema';
import { useEffect, useRef } from 'react';
import { useLocale } from '@/lib/i18n/use-locale';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { useUpdateUserLocale } from '@/lib/session/update-user-locale';

/**
 * Keeps the signed-in user's stored language (the one their reminders are written in) the
 * interface language they work in: once the user is loaded and after each switch. Nothing is
 * sent while they match.
 */
export function UserLocaleSync() {
  const stored = useCurrentUser().locale;
  const locale = useLocale();
  const { mutate } = useUpdateUserLocale();
  // One try per language chosen: a failed write waits for the next switch, never loops.
  const tried = useRef<Locale | null>(null);

  useEffect(() => {
    if (stored === locale) {
      tried.current = null;
      return;
    }
    if (tried.current === locale) return;
    tried.current = locale;
    mutate(locale);
  }, [stored, locale, mutate]);

  return null;
}
