import type { Reminder } from '@shared/contract/reminder.schema';
import { dateTimeFormat } from '@/lib/format/intl-formats';

// How a reminder's schedule and next send read on screen, with Intl only: weekday names in the
// viewer's language, the next send in the reminder's own zone (where it is meant to arrive).

/** 22 November 2026 was a Sunday: day `n` of the week is `n` days later. */
const A_SUNDAY = Date.UTC(2026, 10, 22, 12);

export function weekdayNames(intlLocale: string, width: 'long' | 'short'): string[] {
  const format = dateTimeFormat(intlLocale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) =>
    format.format(new Date(A_SUNDAY + day * 86_400_000)),
  );
}

/** `Monday 23 November 2026, 09:30` as clocks in the reminder's zone show it. */
export function nextSendText(reminder: Reminder, intlLocale: string): string | null {
  if (!reminder.next_run_at) return null;
  return dateTimeFormat(intlLocale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: reminder.time_zone,
  }).format(new Date(reminder.next_run_at));
}

/** Every zone Intl knows, UTC first; a zone it does not list (an old name) is kept. */
export function timeZoneOptions(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
  return all.includes(current) || !current ? all : [current, ...all];
}
