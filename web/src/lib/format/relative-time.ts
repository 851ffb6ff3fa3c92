import { relativeTimeFormat } from './intl-formats';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "in 2 days", "now": the largest unit that fits, in the interface language. */
export function formatRelativeTime(
  value: Date | string | number,
  intlLocale: string,
  now: Date = new Date(),
): string {
  const seconds = (new Date(value).getTime() - now.getTime()) / 1000;
  const format = relativeTimeFormat(intlLocale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
