import 'dayjs/locale/fr';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useLocale } from '@/lib/i18n/use-locale';

/** Mantine's date pickers follow the URL language (French weeks start on Monday). */
export function LocalizedDatesProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'fr' ? 1 : 0 }}>
      {children}
    </DatesProvider>
  );
}
