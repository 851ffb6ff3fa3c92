import { dateTimeFormat } from './intl-formats';

// Calendar days (`YYYY-MM-DD`, no time zone) as milestones and due dates hold them: read and
// shown as the reader's local day, never shifted by a UTC midnight.

function parts(day: string): [number, number, number] {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

/** `2026-03-01` → "Mar 1, 2026" (en) or "1 mars 2026" (fr). */
export function formatCalendarDay(day: string, intlLocale: string): string {
  const [year, month, date] = parts(day);
  return dateTimeFormat(intlLocale, { dateStyle: 'medium' }).format(
    new Date(year, month - 1, date),
  );
}

/** Today in the reader's time zone, as `YYYY-MM-DD` (which compares as days do). */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
