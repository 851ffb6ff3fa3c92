import { instantOf, wallAsUtc, wallTimeAt } from './zoned-time.js';

// When a reminder sends next (SPEC.md "Reminder frequency: WEEKLY, MONTHLY"): a pure function
// of its schedule and a moment, so the API (on every write) and the scheduled run (after each
// send) compute the same thing, and tests can cover month ends and DST changes exactly.

const DAY_MS = 86_400_000;
/** Enough local days to meet any weekly day, or any month's chosen (or last) day. */
const SEARCH_DAYS = 62;

export type ReminderSchedule =
  | {
      readonly frequency: 'WEEKLY';
      /** 0 = Sunday … 6 = Saturday; one or more. */
      readonly daysOfWeek: readonly number[];
      readonly time: string;
      readonly timeZone: string;
    }
  | {
      readonly frequency: 'MONTHLY';
      /** 1–31; a month without that day sends on its last day. */
      readonly dayOfMonth: number;
      readonly time: string;
      readonly timeZone: string;
    };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether a local calendar day (as a UTC midnight) is one of the schedule's days. */
function isScheduledDay(schedule: ReminderSchedule, day: Date): boolean {
  if (schedule.frequency === 'WEEKLY') return schedule.daysOfWeek.includes(day.getUTCDay());
  const last = daysInMonth(day.getUTCFullYear(), day.getUTCMonth() + 1);
  return day.getUTCDate() === Math.min(schedule.dayOfMonth, last);
}

function parseTime(time: string): { hour: number; minute: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not a time of day (HH:mm): ${time}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * The first send strictly after `after`, in UTC. A local time skipped by a clock change sends at
 * the first minute after the jump; one repeated by a clock change sends once, the first time.
 */
export function nextOccurrence(schedule: ReminderSchedule, after: Date): Date {
  const { hour, minute } = parseTime(schedule.time);
  const today = wallTimeAt(after.getTime(), schedule.timeZone);
  const firstDay = wallAsUtc({ ...today, hour: 0, minute: 0 });
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const day = new Date(firstDay + offset * DAY_MS);
    if (!isScheduledDay(schedule, day)) continue;
    const instant = instantOf(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour,
        minute,
      },
      schedule.timeZone,
    );
    if (instant > after.getTime()) return new Date(instant);
  }
  throw new RangeError('The schedule names no day');
}
