// Calendar dates and times of day as record fields hold them: plain text, no time zone.
// A date is `YYYY-MM-DD`, a time `HH:mm` (24 h). Written by hand so that the contract needs
// nothing but zod: ISO dates compare correctly as strings, and that is all the rules need.

import type { Locale } from './locale.schema.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `2024-02-29` yes, `2023-02-29` and `2024-13-01` no. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** `09:30` and `23:59` yes; `9:30`, `24:00` and `09:30:00` no (see `readTime` for text). */
export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** The day after an ISO date, as an ISO date. */
export function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (day < daysInMonth(year, month)) return formatIsoDate(year, month, day + 1);
  if (month < 12) return formatIsoDate(year, month + 1, 1);
  return formatIsoDate(year + 1, 1, 1);
}

/** The day before an ISO date, as an ISO date. */
export function previousDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (day > 1) return formatIsoDate(year, month, day - 1);
  if (month > 1) return formatIsoDate(year, month - 1, daysInMonth(year, month - 1));
  return formatIsoDate(year - 1, 12, 31);
}

function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date written in text by a spreadsheet or another system: an ISO date, or the date part of
 * an ISO date-time (`2024-03-05T10:00:00Z`, `2024-03-05 00:00:00`). Day-first and month-first
 * forms (`05/03/2024`) are refused rather than guessed.
 */
export function readIsoDate(text: string): string | null {
  const candidate = text.trim().slice(0, 10);
  const rest = text.trim().slice(10);
  if (rest !== '' && !/^[T ]\d{2}:\d{2}/.test(rest)) return null;
  return isIsoDate(candidate) ? candidate : null;
}

/** A time written in text: `9:30` becomes `09:30`; seconds are refused rather than dropped. */
export function readTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const time = `${match[1]!.padStart(2, '0')}:${match[2]}`;
  return isTime(time) ? time : null;
}

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
} as const;

/** `2025-01-01` reads "January 1, 2025" in English and "1 janvier 2025" in French. */
export function formatIsoDateForPeople(isoDate: string, locale: Locale): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const name = MONTHS[locale][month - 1]!;
  return locale === 'fr' ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}
